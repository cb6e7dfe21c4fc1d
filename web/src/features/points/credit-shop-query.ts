import { CREDIT_SORT_OPTIONS, type CreditSortOption } from '@shop/contract/points/credit-sort-options';

/** 15 credit products a page. */
export const CREDIT_PAGE_SIZE = 15;

export const CREDIT_KINDS = ['beans', 'cash'] as const;
export type CreditKind = (typeof CREDIT_KINDS)[number];

/** The credit shop's choices live in the address (`?type=cash&sort=…&page=2`), so a view can be shared. */
export function readCreditShop(params: URLSearchParams): { kind: CreditKind; sort: CreditSortOption } {
  const type = params.get('type');
  const sort = params.get('sort');
  return {
    kind: type === 'cash' ? 'cash' : 'beans',
    sort: CREDIT_SORT_OPTIONS.find((option) => option === sort) ?? 'default',
  };
}

/**
 * The address after a new credit type or sort order: back to page 1 (offset 0), since the old page
 * number means nothing in the new list (switching the credit type).
 */
export function changeCreditShop(
  params: URLSearchParams,
  change: { kind: CreditKind } | { sort: CreditSortOption },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  if ('kind' in change) {
    if (change.kind === 'beans') next.delete('type');
    else next.set('type', change.kind);
  } else if (change.sort === 'default') next.delete('sort');
  else next.set('sort', change.sort);
  return next;
}
