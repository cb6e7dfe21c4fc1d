import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Spec §3 order lists: the list data lives in the API cache; the voucher filter is the shopper's choice. */
export interface OrderState {
  voucherStatus: 'all' | 'active' | 'used' | 'expired';
}

const initialState: OrderState = { voucherStatus: 'all' };

export const orderSlice = createSlice({
  name: 'order',
  initialState,
  reducers: {
    voucherStatusChosen(state, action: PayloadAction<OrderState['voucherStatus']>) {
      state.voucherStatus = action.payload;
    },
  },
});

export const { voucherStatusChosen } = orderSlice.actions;
