/**
 * The one empty list. Selectors give it for every empty list, so a list keeps its identity for as
 * long as it stays empty: an empty answer arriving, or the stored lists coming back empty, renders
 * nothing again (every product card reads the cart and the saved lists). Frozen, being shared.
 */
export const NO_ITEMS: never[] = Object.freeze([]) as never[];

export const oneEmptyList = <T>(list: T[]): T[] => (list.length === 0 ? NO_ITEMS : list);
