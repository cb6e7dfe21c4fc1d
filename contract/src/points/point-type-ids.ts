/**
 * Two kinds of points: Beans are earned, credit pays at checkout. Kept free of zod so pages that only show
 * balances do not load the validation library.
 */
export const POINT_TYPE_IDS = { beans: 17, credit: 18 } as const;
