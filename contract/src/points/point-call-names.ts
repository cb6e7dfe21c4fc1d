import type { Ref } from '../call-names.ts';

/** The Beans and credit shop calls by name and auth (see ../call-names.ts). */
export const pointBalanceGet: Ref<'pointBalanceGet'> = { name: 'point_balance_get', auth: 'member' };
export const pointConfigGet: Ref<'pointConfigGet'> = { name: 'point_config_get', auth: 'public' };
export const pointTransactionHistoryGet: Ref<'pointTransactionHistoryGet'> = {
  name: 'point_transaction_history_get',
  auth: 'member',
};
export const pointTransfer: Ref<'pointTransfer'> = { name: 'point_transfer', auth: 'member' };
export const cashCreditProductGet: Ref<'cashCreditProductGet'> = {
  name: 'cash_credit_product_get',
  auth: 'public',
};
export const creditProductGet: Ref<'creditProductGet'> = { name: 'credit_product_get', auth: 'public' };
