import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { CatalogCache } from '../catalog/index.ts';
import { type DeliveryFee, readDeliveryFees } from '../lookups/index.ts';
import { freeGiftRules } from './cart.tables.ts';
import type { GiftRule } from './free-gift.ts';

/** What every cart answer is priced with besides its lines: rules staff change rarely. */
export interface PricingSettings {
  giftRules: readonly GiftRule[];
  deliveryFees: ReadonlyMap<number, DeliveryFee>;
}

export async function readPricingSettings(db: Db): Promise<PricingSettings> {
  const [giftRules, deliveryFees] = await Promise.all([
    db.select().from(freeGiftRules).where(eq(freeGiftRules.active, true)),
    readDeliveryFees(db),
  ]);
  return { giftRules, deliveryFees };
}

// Writes to both tables bump the catalog version (migration 0014), so an entry is never stale.
const settingsCache = new CatalogCache<PricingSettings>();

/**
 * The settings as of `catalogVersion`, which the caller read before this call (see CatalogCache). Kept
 * per `db`, the app's database; a miss is read with `reader`, which inside a transaction must be that
 * transaction (PGlite would wait forever on `db` inside it).
 */
export const pricingSettingsAt = (
  db: Db,
  catalogVersion: number,
  reader: Db = db,
): Promise<PricingSettings> =>
  settingsCache.get(db, catalogVersion, 'cart-pricing-settings', () => readPricingSettings(reader));
