/**
 * The pictures the shopper sees first, before the app's code is fetched. On a slow link the first
 * screen's pictures (the largest paint) and the app's 120 KB of script share the bandwidth, and
 * the pictures came in late; the page the server rendered is already there to read, and its links
 * work. Only the pictures inside the window count (not a slider's next slides, nor what is below),
 * and the wait ends after `MOST_MS` whatever has arrived, so a slow or broken picture holds the
 * page's controls back no longer than that (docs/performance.md, "The first screen's pictures
 * before the app").
 */
const MOST_MS = 1000;

function inTheWindow(img: HTMLImageElement): boolean {
  const box = img.getBoundingClientRect();
  return box.width > 0 && box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
}

export function firstScreenPictures(): Promise<unknown> {
  const coming = [...document.images]
    .filter((img) => !img.complete && img.loading !== 'lazy' && inTheWindow(img))
    .map((img) => img.decode().catch(() => undefined));
  return Promise.race([Promise.all(coming), new Promise((late) => setTimeout(late, MOST_MS))]);
}
