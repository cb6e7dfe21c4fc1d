import { combineReducers, configureStore } from '@reduxjs/toolkit';
import {
  FLUSH,
  PAUSE,
  PERSIST,
  PURGE,
  persistReducer,
  persistStore,
  REGISTER,
  REHYDRATE,
} from 'redux-persist';
import storage from 'redux-persist/es/storage';
import { baseApi } from '../api/base-api.ts';
import { cartSlice } from '../features/cart/cart-slice.ts';
import { categorySlice } from '../features/catalog/category-slice.ts';
import { currencySlice } from '../features/catalog/currency-slice.ts';
import { compareSlice, wishlistSlice } from '../features/catalog/product-list-slice.ts';
import { productSlice } from '../features/catalog/product-slice.ts';
import { appSlice } from '../features/lookups/app-slice.ts';
import { orderSlice } from '../features/orders/order-slice.ts';
import { userSlice } from './session/user-slice.ts';

/** Spec §3/§9: only the user slice is kept in browser storage, version 1.1, restored within 5 s. */
const persistedUser = persistReducer(
  { key: 'sampan-user', storage, version: 1.1, timeout: 5000 },
  userSlice.reducer,
);

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  product: productSlice.reducer,
  currency: currencySlice.reducer,
  cart: cartSlice.reducer,
  compare: compareSlice.reducer,
  wishlist: wishlistSlice.reducer,
  category: categorySlice.reducer,
  user: persistedUser,
  app: appSlice.reducer,
  order: orderSlice.reducer,
});

export const store = configureStore({
  reducer: rootReducer,
  middleware: (getDefault) =>
    getDefault({
      serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] },
    }).concat(baseApi.middleware),
});

export const persistor = persistStore(store);

export type RootState = ReturnType<typeof store.getState>;
export type AppDispatch = typeof store.dispatch;
