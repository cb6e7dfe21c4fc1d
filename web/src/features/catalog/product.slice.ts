import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** How the shopper chose to view listings; product data itself lives in the API cache. */
export interface ProductState {
  layout: 'grid' | 'list';
}

const initialState: ProductState = { layout: 'grid' };

export const productSlice = createSlice({
  name: 'product',
  initialState,
  reducers: {
    layoutChosen(state, action: PayloadAction<ProductState['layout']>) {
      state.layout = action.payload;
    },
  },
});

export const { layoutChosen } = productSlice.actions;
