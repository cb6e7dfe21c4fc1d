import {
  ORDER_DATE_KINDS,
  ORDER_PAYMENT_STATUSES,
  ORDER_STATUSES,
} from '@shop/contract/admin/admin-orders.calls';

/**
 * The board's filters live in the address (?status=placed&page=2), so a filtered board can be
 * reloaded, shared and returned to with Back. Unknown values are dropped, never sent.
 */
export const ORDER_PAGE_SIZE = 25;

export interface OrderFilters {
  status: string;
  payment_status: string;
  delivery_method: string;
  date_kind: string;
  date_from: string;
  date_to: string;
  pickup_store_id: string;
  keyword: string;
  page: number;
}

const ALLOWED: Partial<Record<keyof OrderFilters, readonly string[]>> = {
  status: ORDER_STATUSES,
  payment_status: ORDER_PAYMENT_STATUSES,
  delivery_method: ['pickup', 'delivery'],
  date_kind: ORDER_DATE_KINDS,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function filtersFromParams(params: URLSearchParams): OrderFilters {
  const text = (key: keyof OrderFilters) => {
    const value = params.get(key) ?? '';
    const allowed = ALLOWED[key];
    return allowed && !allowed.includes(value) ? '' : value;
  };
  const day = (key: 'date_from' | 'date_to') =>
    DAY.test(params.get(key) ?? '') ? (params.get(key) ?? '') : '';
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  return {
    status: text('status'),
    payment_status: text('payment_status'),
    delivery_method: text('delivery_method'),
    date_kind: text('date_kind'),
    date_from: day('date_from'),
    date_to: day('date_to'),
    pickup_store_id: /^\d+$/.test(params.get('pickup_store_id') ?? '')
      ? (params.get('pickup_store_id') ?? '')
      : '',
    keyword: (params.get('keyword') ?? '').slice(0, 200),
    page: Number.isFinite(page) && page > 0 ? page : 1,
  };
}

/** Only what is set goes into the address; a changed filter starts again at page 1. */
export function paramsFromFilters(filters: OrderFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'page' ? value > 1 : value !== '') params.set(key, String(value));
  }
  return params;
}

/** The call's input: blanks are "not given" on the wire, and the page becomes an offset. */
export function listInput(filters: OrderFilters) {
  const { page, date_kind, ...rest } = filters;
  return {
    ...rest,
    date_kind: (date_kind || 'placed') as (typeof ORDER_DATE_KINDS)[number],
    limit: ORDER_PAGE_SIZE,
    offset: (page - 1) * ORDER_PAGE_SIZE,
  };
}
