import type { Db } from '../../db/database.ts';
import { CatalogCache } from '../catalog/index.ts';
import { type OrderLookups, readOrderLookups } from '../lookups/index.ts';

export type { DeliveryCountryInfo, OrderLookups, Timeslot } from '../lookups/index.ts';

const cache = new CatalogCache<OrderLookups>();

/**
 * The lookups as of `version` (the catalog version, which every write to these tables bumps:
 * migrations 0014 and 0015), read once per version and process instead of on every order. Kept per
 * `db`, the app's database; a miss is read with `tx`, the order's transaction (PGlite would wait
 * forever on `db` inside it).
 */
export function orderLookups(db: Db, tx: Db, version: number): Promise<OrderLookups> {
  return cache.get(db, version, 'order-lookups', () => readOrderLookups(tx));
}
