import { CLIENT_ID } from '@shop/contract/client-id';
import { PRODUCT_PAGE } from '../page-head/page-titles.ts';

/** A public API call and the body the storefront sends for it (client_id included). */
export interface PageCall {
  call: string;
  body: Record<string, unknown>;
}

/**
 * Listing parameters a shopper sets; with any of them the listing asks for something other than
 * the first page as it opens, so its answer is left to the page.
 */
const LISTING_PARAMS = ['keyword', 'sort', 'origin', 'process', 'roast', 'page'];

/**
 * The public call each landing page waits on for its largest paint (the home banner, the first
 * listing card, the product picture), with the body the storefront sends for it (web:
 * content-api.ts, listing-query.ts, product-api.ts). Calls for what sits below the first screen
 * stay on the network: their answers would only make the page itself longer to arrive. The page
 * takes an answer only when its own call and body match, so a body that drifts from the
 * storefront's costs the saved round trip, never a wrong answer (a browser test watches for that).
 * Cart, account and anything else that depends on the shopper are never here.
 */
export function firstScreenCalls(path: string, query: URLSearchParams): PageCall[] {
  const call = (name: string, body: Record<string, unknown>): PageCall => ({
    call: name,
    body: { client_id: CLIENT_ID, ...body },
  });
  if (path === '/') return [call('website_section_get', { limit: 999, offset: 0 })];
  const shop = path.match(/^\/shop(?:\/(\d{1,9}))?$/);
  if (shop && !LISTING_PARAMS.some((param) => query.has(param)))
    return [
      call('product_get', {
        category_id: shop[1] ? Number(shop[1]) : '',
        keyword: '',
        sort_by: 'default',
        origin: '',
        process: '',
        roast_level: '',
        limit: 12,
        offset: 0,
      }),
    ];
  const product = path.match(PRODUCT_PAGE);
  if (product) return [call('product_detail_get', { product_id: Number(product[1]) })];
  return [];
}
