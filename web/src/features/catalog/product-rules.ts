import type { Product, Variant } from '@shop/contract/catalog/product.calls';
import { priceOf } from '../../shared/money/price.ts';

/** Sold out means a single variant (or none) and an inventory of 0. */
export function isSoldOut(product: Pick<Product, 'variants'>): boolean {
  return product.variants.length <= 1 && (product.variants[0]?.inventory ?? 0) === 0;
}

/** A product with exactly one variant is bought straight from its card; others need options chosen. */
export function onlyVariant(product: Pick<Product, 'variants'>): Variant | undefined {
  return product.variants.length === 1 ? product.variants[0] : undefined;
}

export function isNewProduct(product: Pick<Product, 'variants'>): boolean {
  return product.variants.some((v) => v.new);
}

/** The largest discount among the variants, for the card's badge; 0 when nothing is on sale. */
export function bestDiscount(product: Pick<Product, 'variants'>): number {
  return Math.max(0, ...product.variants.map((v) => v.discount));
}

/**
 * The variant a card prices the product by: the cheapest, so the figure matches the order the shop
 * sorts by price. `from` says whether other variants cost more.
 */
export function cardPrice(product: Pick<Product, 'variants'>) {
  const priced = product.variants.map((variant) => ({ variant, ...priceOf(variant) }));
  const cheapest = priced.reduce<(typeof priced)[number] | undefined>(
    (best, p) => (best === undefined || p.now < best.now ? p : best),
    undefined,
  );
  if (!cheapest) return null;
  return { now: cheapest.now, was: cheapest.was, from: priced.some((p) => p.now !== cheapest.now) };
}

/** Every distinct image of the product, its first variant's first. */
export function productImages(product: Pick<Product, 'variants'>): string[] {
  return [...new Set(product.variants.flatMap((v) => v.image).filter(Boolean))];
}

/** The intrinsic size the product art is drawn at (800×800 SVG), so every img reserves its space. */
export const PRODUCT_IMAGE_SIZE = 800;
