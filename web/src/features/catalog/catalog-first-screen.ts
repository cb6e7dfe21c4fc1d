import type { FirstScreen } from '../../shared/first-screen.ts';
import { idFromParam, listingQueryOf } from './listing-query.ts';
import { productApi } from './product.endpoints.ts';

const once = { subscribe: false } as const;

/** A listing's first screen: its page of products, as Shop asks for it. */
export const listingFirstScreen: FirstScreen = (dispatch, params, search) => [
  dispatch(
    productApi.endpoints.products.initiate(listingQueryOf(idFromParam(params.categoryId), search), once),
  ),
];

/** A product page's first screen: the product (the suggestions below it load in the browser). */
export const productFirstScreen: FirstScreen = (dispatch, params) => {
  const id = idFromParam(params.id);
  return id === undefined ? [] : [dispatch(productApi.endpoints.product.initiate(id, once))];
};
