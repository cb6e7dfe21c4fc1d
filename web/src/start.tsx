import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { HydrationDone } from './app/layout/when-page-hydrated.tsx';
import type { RootState } from './app/make-store.ts';
import { routes } from './app/routes.tsx';
import { appStarted } from './app/start-up.ts';
import { browserStore, restoreStoredState } from './app/store.ts';
import { startTranslationLibrary, startWithPageTranslations } from './i18n/translator.ts';
import { TranslatorProvider } from './i18n/translator-provider.tsx';
import { loadFirstScreen } from './shared/first-screen.ts';
import { nextTask } from './shared/next-task.ts';

const container = document.getElementById('root')!;

function start() {
  browserStore().dispatch(appStarted());
}

/**
 * Marks the page as answering the shopper, for whoever waits on it (the browser tests), and the
 * moment as a performance mark, which the bench reads (an observer of the attribute would note it
 * only after the task that set it, with the work started after it).
 */
function markInteractive() {
  document.documentElement.dataset.app = 'interactive';
  performance.mark('interactive');
}

let started = false;
// The shell mounts again after a route error, and its marker with it: the start-up runs once.
function hydrated() {
  if (started) return;
  started = true;
  // Marked first: the start-up fetches what the page answers taps without. It starts a task
  // later, apart from the effects of the hydration's last piece (next-task.ts).
  markInteractive();
  void nextTask().then(start);
}

/** Once the first render of a page built in the browser is on screen. */
function WhenRendered() {
  useEffect(markInteractive, []);
  return null;
}

/**
 * Hydrates the first screen the server rendered (server/src/http/page-render.ts) when the browser
 * would render the same: the same language, and the state built from the initial data the page
 * carries. The start-up (the stored user, the cart) begins once the page is hydrated, as the
 * page's own Suspense boundary tells (WhenPageHydrated). The stand-in that translated the page
 * keeps translating it; i18next comes only for a change of language or the staff console
 * (i18n/translator.ts).
 */
async function hydrateServerPage(): Promise<boolean> {
  const rendered = container.dataset.language;
  if (!rendered) return false;
  // The app's modules were evaluated in this task. Each step after it takes a task of its own
  // (next-task.ts): making the store, starting the page's translations, finding the page's routes,
  // and starting each of the first screen's queries.
  await nextTask();
  const store = browserStore();
  await nextTask();
  const [, loaded] = await Promise.all([
    startWithPageTranslations(rendered),
    nextTask().then(() =>
      loadFirstScreen(
        store.dispatch,
        routes,
        location.pathname,
        new URLSearchParams(location.search),
        nextTask,
      ),
    ),
  ]);
  if (!loaded) return false;
  const serverState: RootState = store.getState();
  // As a transition, hydration yields to the browser between pieces instead of one long task.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <TranslatorProvider>
          <Provider store={store} serverState={serverState}>
            <HydrationDone.Provider value={hydrated}>
              <BrowserRouter>
                <AppRoutes />
              </BrowserRouter>
            </HydrationDone.Provider>
          </Provider>
        </TranslatorProvider>
      </StrictMode>,
    );
  });
  return true;
}

/** A page the server did not render: built once the stored user and lists are back. */
async function renderInBrowser() {
  const store = browserStore();
  start();
  await Promise.all([restoreStoredState(), startTranslationLibrary()]);
  createRoot(container).render(
    <StrictMode>
      <TranslatorProvider>
        <Provider store={store}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
          <WhenRendered />
        </Provider>
      </TranslatorProvider>
    </StrictMode>,
  );
}

// Not awaited at the top: the landing page's code this waits for imports modules of this one's
// chunk, which could not finish evaluating while this module waited.
void hydrateServerPage()
  // A page whose code failed to arrive is built in the browser, where the error page
  // offers a reload.
  .catch(() => false)
  .then((hydrating) => {
    if (!hydrating) return renderInBrowser();
  });
