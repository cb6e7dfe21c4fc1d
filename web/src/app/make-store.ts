import { combineReducers, configureStore, type Reducer } from '@reduxjs/toolkit';
import { setAutoFreeze } from 'immer';
import { FLUSH, PAUSE, PERSIST, PURGE, REGISTER, REHYDRATE } from 'redux-persist/es/constants';
import { baseApi } from '../api/base-api.ts';
import type { ApiExtra } from '../api/envelope-base-query.ts';
import { cartSlice } from '../features/cart/cart.slice.ts';
import { currencySlice } from '../features/catalog/currency.slice.ts';
import { productSlice } from '../features/catalog/product.slice.ts';
import { compareSlice, wishlistSlice } from '../features/catalog/product-list.slice.ts';
import { orderSlice } from '../features/orders/order.slice.ts';
import { userSlice } from '../shared/session/user.slice.ts';

// Immer deep-freezes every state it produces, each API answer included: on a phone that was about
// a tenth of building the first screen's state (docs/performance.md, "Frozen state"). The tests
// run the development build, where it stays on and a reducer or component that mutated state
// would throw.
if (import.meta.env.PROD) setAutoFreeze(false);

/** The store's reducers by slice; persistence.ts wraps the ones kept in storage once it starts. */
export const sliceReducers = {
  [baseApi.reducerPath]: baseApi.reducer,
  product: productSlice.reducer,
  currency: currencySlice.reducer,
  cart: cartSlice.reducer,
  compare: compareSlice.reducer,
  wishlist: wishlistSlice.reducer,
  user: userSlice.reducer,
  order: orderSlice.reducer,
};

/**
 * The browser's one store, or a store of its own for each page the server renders (with `extra`).
 * Persistence is no part of it here: the browser starts it once the page answers (store.ts).
 */
export function makeStore(extra?: ApiExtra) {
  return configureStore({
    reducer: combineReducers(sliceReducers) as Reducer<RootStateOf<typeof sliceReducers>>,
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
    // Redux Toolkit tells the components of the API's answers once per animation frame by default,
    // so the answers landing in one frame are rendered in one task; told at the end of the task
    // each answer came in, they are rendered one by one, in tasks a phone counts as blocking less
    // (docs/performance.md, "One answer, one render").
    enhancers: (getDefault) => getDefault({ autoBatch: { type: 'tick' } }),
  });
}

type RootStateOf<R> = { [K in keyof R]: R[K] extends Reducer<infer S> ? S : never };

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
