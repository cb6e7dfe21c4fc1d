import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  REGISTER,
  REHYDRATE,
  type Storage,
} from 'redux-persist';
import { baseApi } from '../api/base-api.ts';
import type { ApiExtra } from '../api/envelope-base-query.ts';
import { cartSlice } from '../features/cart/cart.slice.ts';
import { currencySlice } from '../features/catalog/currency.slice.ts';
import { productSlice } from '../features/catalog/product.slice.ts';
import { compareSlice, wishlistSlice } from '../features/catalog/product-list.slice.ts';
import { orderSlice } from '../features/orders/order.slice.ts';
import { userSlice } from '../shared/session/user.slice.ts';

/**
 * The user slice is kept in storage, version 1.1, restored within 5 s; so are the wishlist and
 * compare list, so a guest's lists survive a reload and a new tab (docs/web-data.md). The
 * reducers stay inert until persistStore starts them, which only the browser does.
 */
const rootReducerWith = (storage: Storage) =>
  combineReducers({
    [baseApi.reducerPath]: baseApi.reducer,
    product: productSlice.reducer,
    currency: currencySlice.reducer,
    cart: cartSlice.reducer,
    compare: persistReducer(
      { key: 'sampan-compare', storage, version: 1, timeout: 5000 },
      compareSlice.reducer,
    ),
    wishlist: persistReducer(
      { key: 'sampan-wishlist', storage, version: 1, timeout: 5000 },
      wishlistSlice.reducer,
    ),
    user: persistReducer({ key: 'sampan-user', storage, version: 1.1, timeout: 5000 }, userSlice.reducer),
    order: orderSlice.reducer,
  });

/**
 * The browser's one store (with its local storage), or a store of its own for each page the
 * server renders (with `extra`, and storage it never uses: the server has none).
 */
export function makeStore(storage: Storage, extra?: ApiExtra) {
  return configureStore({
    reducer: rootReducerWith(storage),
    middleware: (getDefault) =>
      getDefault({
        thunk: { extraArgument: extra },
        serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
      }).concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
