import { type AppStore, makeStore } from './make-store.ts';

export type { AppDispatch, RootState } from './make-store.ts';

let made: AppStore | undefined;

/**
 * The browser's one store, made the first time it is asked for. The start asks for it in the task
 * after the app's modules were evaluated: making it (the API's reducers and middleware, every
 * slice's first state) was a sixth of that task on a phone (docs/performance.md, "After hydration,
 * in short tasks").
 */
export function browserStore(): AppStore {
  made ??= makeStore();
  return made;
}

let restored: Promise<void> | undefined;

/**
 * Restores the stored user and lists (persistence.ts, with redux-persist, fetched then): once a
 * page the server rendered has been hydrated, so the stored user cannot differ from what the
 * server rendered meanwhile, or before a page built in the browser first renders. Resolves once
 * they are back.
 */
export function restoreStoredState(): Promise<void> {
  restored ??= import('./persistence.ts').then(({ persist }) => persist(browserStore()));
  return restored;
}
