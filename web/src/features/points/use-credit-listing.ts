import type {
  CashCreditProduct,
  CreditProduct,
  CreditSortOption,
} from '@shop/contract/points/credit-shop.calls';
import { POINT_TYPE_IDS } from '@shop/contract/points/point-type-ids';
import { CREDIT_PAGE_SIZE, type CreditKind } from './credit-shop-query.ts';
import { useCashCreditProductsQuery, useCreditProductsQuery } from './points.endpoints.ts';

export type CreditListing =
  | { kind: 'beans'; products: CreditProduct[] | undefined }
  | { kind: 'cash'; products: CashCreditProduct[] | undefined };

/** What each list asks for one page: the page's first screen and the page itself ask the same. */
export function creditListingArgs(sort: CreditSortOption, offset: number) {
  const page = { sort_by: sort, limit: CREDIT_PAGE_SIZE, offset };
  return {
    beans: { ...page, point_type_from: POINT_TYPE_IDS.beans, point_type_to: POINT_TYPE_IDS.credit },
    cash: { ...page, point_type_id: POINT_TYPE_IDS.credit },
  };
}

/** One page of the chosen credit list; only the list on screen is fetched. */
export function useCreditListing(kind: CreditKind, sort: CreditSortOption, offset: number) {
  const args = creditListingArgs(sort, offset);
  const beans = useCreditProductsQuery(args.beans, { skip: kind !== 'beans' });
  const cash = useCashCreditProductsQuery(args.cash, { skip: kind !== 'cash' });
  const active = kind === 'beans' ? beans : cash;
  const listing: CreditListing =
    kind === 'beans'
      ? { kind, products: beans.currentData?.credit_products }
      : { kind, products: cash.currentData?.cash_credit_products };
  return {
    listing,
    total: active.currentData?.total_rows,
    failed: active.isError && !active.currentData,
    retry: () => void active.refetch(),
  };
}
