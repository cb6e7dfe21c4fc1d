import type { AppDispatch, RootState } from './make-store.ts';

/** Gives the shared typed hooks (shared/store-hooks.ts) this store's state and dispatch. */
declare module '../shared/store-hooks.ts' {
  interface StoreTypes {
    state: RootState;
    dispatch: AppDispatch;
  }
}
