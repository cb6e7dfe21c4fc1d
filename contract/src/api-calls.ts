import type { CallDef } from './calls.ts';
import { categoryGet } from './catalog/category.calls.ts';
import { blogPostDetailGet, blogPostGet, websiteSectionGet } from './content/content.calls.ts';
import {
  blackoutDateGet,
  countryGet,
  deliveryCountryGet,
  pickupStoreGet,
  shopInfoGet,
  timeslotGet,
} from './lookups/lookups.calls.ts';

/** Every call the API answers, by name. The server dispatches from this list and nothing else. */
export const API_CALLS = [
  countryGet,
  deliveryCountryGet,
  timeslotGet,
  blackoutDateGet,
  pickupStoreGet,
  shopInfoGet,
  categoryGet,
  websiteSectionGet,
  blogPostGet,
  blogPostDetailGet,
] as const satisfies readonly CallDef[];

export type ApiCallName = (typeof API_CALLS)[number]['name'];
