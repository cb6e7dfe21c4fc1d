/**
 * The longest review body, apart from the call's schemas (reviews.calls.ts) so the product page's
 * review form can show it without loading zod on the page's first screen.
 */
export const REVIEW_BODY_MAX = 2000;
