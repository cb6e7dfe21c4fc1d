import { createSlice } from '@reduxjs/toolkit';

/** The shop sells in one currency: HKD, symbol $, rate 1. */
export interface CurrencyState {
  currencyName: string;
  currencyRate: number;
  currencySymbol: string;
}

const initialState: CurrencyState = { currencyName: 'HKD', currencyRate: 1, currencySymbol: '$' };

export const currencySlice = createSlice({ name: 'currency', initialState, reducers: {} });
