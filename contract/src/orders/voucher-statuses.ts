/** The account's voucher filter, kept free of zod so the voucher list does not load the validation library. */
export const VOUCHER_STATUSES = ['all', 'active', 'used', 'expired'] as const;
export type VoucherStatus = (typeof VOUCHER_STATUSES)[number];
