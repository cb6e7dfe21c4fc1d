/**
 * The product listing's fixed choices, kept free of zod so the storefront's shop and product pages
 * can use them without loading the validation library; product.calls.ts builds its schema from them.
 */
export const ROAST_LEVELS = ['light', 'medium_light', 'medium', 'medium_dark', 'dark'] as const;
export type RoastLevel = (typeof ROAST_LEVELS)[number];

export const SORT_OPTIONS = ['default', 'price_high_low', 'price_low_high', 'newest'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
