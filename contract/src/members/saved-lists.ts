/**
 * The two saved lists and their caps, apart from the calls so the storefront reads them without
 * loading zod.
 */
export const SAVED_LISTS = ['wishlist', 'compare'] as const;
export type SavedListName = (typeof SAVED_LISTS)[number];

/** The most products a list holds: a compare table stays readable side by side; a wishlist stays a list. */
export const SAVED_LIST_CAP: Record<SavedListName, number> = { wishlist: 100, compare: 4 };
