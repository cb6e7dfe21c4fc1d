import './styles/tokens.css';
import './styles/base.css';
import './hydration-guard.ts';
import { firstScreenPictures } from './first-screen-pictures.ts';

// As shared/next-task.ts, written here: the entry importing a module the app also imports would
// fetch the app's shell chunk before the first paint.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

// The page may arrive with its first screen rendered by the server: it is painted before the
// app's code runs, which then hydrates it (start.tsx). The code is fetched and evaluated in
// pieces, each in a task of its own, so no single task holds a phone's page for long: React's
// renderer, the libraries with the API the store is built around (in their chunk,
// build/first-screen-chunks.ts), then the shell; and only once the first screen's pictures are in.
await firstScreenPictures();
await new Promise((painted) => requestAnimationFrame(painted));
for (const piece of [
  () => import('react-dom/client'),
  () => import('./api/base-api.ts'),
  () => import('./start.tsx'),
]) {
  await nextTask();
  await piece();
}
