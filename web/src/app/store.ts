import { makeStore } from './make-store.ts';

export type { AppDispatch, RootState } from './make-store.ts';

export const store = makeStore();

let restored: Promise<void> | undefined;

/**
 * Restores the stored user and lists (persistence.ts, with redux-persist, fetched then): once a
 * page the server rendered has been hydrated, so the stored user cannot differ from what the
 * server rendered meanwhile, or before a page built in the browser first renders. Resolves once
 * they are back.
 */
export function restoreStoredState(): Promise<void> {
  restored ??= import('./persistence.ts').then(({ persist }) => persist(store));
  return restored;
}
