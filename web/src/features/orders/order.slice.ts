import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** The member's voucher filter; the lists themselves live in the API cache. */
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
