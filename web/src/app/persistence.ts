import { combineReducers, type Reducer, SHOULD_AUTOBATCH, type UnknownAction } from '@reduxjs/toolkit';
import { persistReducer, persistStore } from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { type AppStore, sliceReducers } from './make-store.ts';

/**
 * The user slice is kept in storage, version 1.1, restored within 5 s; so are the wishlist and
 * compare list, so a guest's lists survive a reload and a new tab (docs/web-data.md).
 */
const persistedReducer = combineReducers({
  ...sliceReducers,
  compare: persistReducer(
    { key: 'sampan-compare', storage, version: 1, timeout: 5000 },
    sliceReducers.compare,
  ),
  wishlist: persistReducer(
    { key: 'sampan-wishlist', storage, version: 1, timeout: 5000 },
    sliceReducers.wishlist,
  ),
  user: persistReducer({ key: 'sampan-user', storage, version: 1.1, timeout: 5000 }, sliceReducers.user),
});

/**
 * The store as redux-persist sees it: its actions (one to start, one per stored key as it comes
 * back) marked for the store to tell components of them together, at the end of the tick
 * (`autoBatch` in make-store.ts). Each was told to every component reading the store, and the
 * page rendered twice, in the task the stored member came back in.
 */
function toldTogether(store: AppStore): AppStore {
  const dispatch = (action: UnknownAction) =>
    store.dispatch({ ...action, meta: { ...(action.meta as object), [SHOULD_AUTOBATCH]: true } });
  return { ...store, dispatch: dispatch as AppStore['dispatch'] };
}

/**
 * Puts the stored user and lists back into the running store, and keeps them stored from then
 * on; resolves once they are back (or redux-persist gave up after its timeout). Until it runs,
 * the wrapped reducers are not there, so nothing is read or written.
 */
export function persist(store: AppStore): Promise<void> {
  store.replaceReducer(persistedReducer as unknown as Reducer<ReturnType<AppStore['getState']>>);
  const persistor = persistStore(toldTogether(store));
  return new Promise((resolve) => {
    const check = () => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}
