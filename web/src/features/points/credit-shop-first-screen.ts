import type { FirstScreen } from '../../shared/first-screen.ts';
import { pageFromQuery, pageOffset } from '../../shared/pagination.ts';
import { CREDIT_PAGE_SIZE, readCreditShop } from './credit-shop-query.ts';
import { pointsApi } from './points.endpoints.ts';
import { creditListingArgs } from './use-credit-listing.ts';

const once = { subscribe: false } as const;

/**
 * The credit shop's first screen: the list in the address and the rates its prices are written
 * in. Both are the same for every visitor, so the server renders the cards (the page's largest
 * paint) while the member's balance waits for the browser.
 */
export const creditShopFirstScreen: FirstScreen = (ask, _params, search) => {
  const { kind, sort } = readCreditShop(search);
  const args = creditListingArgs(sort, pageOffset(pageFromQuery(search.get('page')), CREDIT_PAGE_SIZE));
  const list =
    kind === 'beans'
      ? ask(pointsApi.endpoints.creditProducts.initiate(args.beans, once))
      : ask(pointsApi.endpoints.cashCreditProducts.initiate(args.cash, once));
  return [list, ask(pointsApi.endpoints.pointConfig.initiate(undefined, once))];
};
