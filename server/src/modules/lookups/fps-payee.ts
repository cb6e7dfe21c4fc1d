import { type FpsProxy, readFpsProxy } from '@shop/contract/payments/fps-proxy';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { shopSettings } from './lookups.tables.ts';
import type { ShopSettings } from './shop-settings.ts';

/** The shop_settings key of the shop's FPS proxy (the value as the QR code carries it). */
export const FPS_PROXY_KEY = 'fps_proxy';

/** Who an FPS QR code pays: the shop's proxy and its English name (the code holds ASCII only). */
export interface FpsPayee {
  proxy: FpsProxy;
  merchantName: string;
}

/**
 * Read fresh on every call, not through the per-catalog-version cache of the order lookups: a proxy
 * changed in the console must be the one the next QR code pays. Undefined while the shop has none.
 */
export async function readFpsPayee(db: Db): Promise<FpsPayee | undefined> {
  const rows = await db
    .select()
    .from(shopSettings)
    .where(inArray(shopSettings.key, [FPS_PROXY_KEY, 'shop']));
  const value = (key: string) => {
    const row = rows.find((r) => r.key === key);
    return row ? (JSON.parse(row.value) as unknown) : undefined;
  };
  const shop = value('shop') as { name_en?: unknown } | undefined;
  return payeeOf(value(FPS_PROXY_KEY), typeof shop?.name_en === 'string' ? shop.name_en : '');
}

/**
 * The payee among the settings an order reads with its lookups: kept per catalog version, which a
 * proxy saved in the console bumps (a trigger on shop_settings), so placing an order reads no more.
 */
export function fpsPayeeOf(settings: ShopSettings): FpsPayee | undefined {
  return payeeOf(settings.fps_proxy, settings.shop.name_en);
}

function payeeOf(stored: unknown, merchantName: string): FpsPayee | undefined {
  const proxy = typeof stored === 'string' ? readFpsProxy(stored) : undefined;
  return proxy ? { proxy, merchantName } : undefined;
}

/** The proxy as the console shows it: '' while the shop has none. */
export async function readFpsProxySetting(db: Db): Promise<string> {
  return (await readFpsPayee(db))?.proxy.value ?? '';
}
