import { createSlice } from '@reduxjs/toolkit';
import type { Category } from '@shop/contract/catalog/category.calls';
import { categoryApi } from './category.endpoints.ts';

export interface CategoryState {
  categories: Category[];
}

const initialState: CategoryState = { categories: [] };

export const categorySlice = createSlice({
  name: 'category',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder.addMatcher(categoryApi.endpoints.categories.matchFulfilled, (state, { payload }) => {
      state.categories = payload.categories;
    });
  },
});
