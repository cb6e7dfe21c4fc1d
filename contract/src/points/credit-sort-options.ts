/**
 * The credit shop sorts by price; for a Beans option the price is its Beans cost. Kept
 * free of zod so the credit shop's sort control does not load the validation library.
 */
export const CREDIT_SORT_OPTIONS = ['default', 'price_high_low', 'price_low_high'] as const;
export type CreditSortOption = (typeof CREDIT_SORT_OPTIONS)[number];
