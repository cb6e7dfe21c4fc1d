import type { FirstScreen } from '../../shared/first-screen.ts';
import { idFromParam, listingQueryOf } from './listing-query.ts';
import { productApi } from './product.endpoints.ts';

/** A first screen's query only fills the store: the page's components subscribe when they render. */
export const once = { subscribe: false } as const;

/** A listing's first screen: its page of products, as Shop asks for it. */
export const listingFirstScreen: FirstScreen = (ask, params, search) => [
  ask(productApi.endpoints.products.initiate(listingQueryOf(idFromParam(params.categoryId), search), once)),
];
