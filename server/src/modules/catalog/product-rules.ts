import type { VariantInput } from '@shop/contract/admin/catalog-admin-fields';
import { fromWire } from '@shop/contract/money';
import { ApiError } from '../../http/api-error.ts';

/** A URL name from the English name: lower-case words joined by hyphens, Latin letters and digits only. */
export function slugFrom(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function refuse(en: string, zh: string): never {
  throw new ApiError('VALIDATION_FAILED', { en, zh });
}

/**
 * The price and SKU rules of a product's variants, with a message naming the SKU in both languages.
 * The database holds the same rules as CHECKs; these only say clearly what is wrong.
 */
export function checkVariants(variants: VariantInput[]): void {
  const skus = new Set<string>();
  for (const v of variants) {
    const key = v.sku.toUpperCase();
    if (skus.has(key)) refuse(`SKU ${v.sku} is used twice.`, `SKU ${v.sku} 重複了。`);
    skus.add(key);
    if (v.retail_price < 0 || v.sale_price < 0) {
      refuse(`Prices of ${v.sku} cannot be negative.`, `${v.sku} 的價錢不可以是負數。`);
    }
    if (fromWire(v.sale_price) > fromWire(v.retail_price)) {
      refuse(
        `The sale price of ${v.sku} cannot be above its retail price.`,
        `${v.sku} 的優惠價不可以高於原價。`,
      );
    }
    if (v.discount > 0 && fromWire(v.sale_price) === fromWire(v.retail_price)) {
      refuse(
        `${v.sku} has a discount but its sale price equals the retail price.`,
        `${v.sku} 設有折扣，但優惠價與原價相同。`,
      );
    }
    const keys = new Set(v.options.map((o) => o.key.toLowerCase()));
    if (keys.size !== v.options.length) {
      refuse(`${v.sku} uses the same option twice.`, `${v.sku} 有重複的選項。`);
    }
  }
}
