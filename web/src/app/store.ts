import { persistStore } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { makeStore } from './make-store.ts';

export type { AppDispatch, RootState } from './make-store.ts';

export const store = makeStore(storage);

/**
 * Started by main.tsx: at once for a page built in the browser, or once the server's first screen
 * has been hydrated, so the stored user cannot differ from what the server rendered meanwhile.
 */
export const persistor = persistStore(store, { manualPersist: true } as Parameters<typeof persistStore>[1]);
