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

/** The largest discount among the variants; 0 when nothing is on sale. */
export function bestDiscount(product: Pick<Product, 'variants'>): number {
  return Math.max(0, ...product.variants.map((v) => v.discount));
}

/**
 * The card's sale badge, honest about the price beside it: "-10%" only when the variant the card
 * prices by is itself reduced (its struck price shows too); "Up to 10% off" when only other
 * variants are (the 1 kg bag of a coffee whose card shows the 200 g price); none when nothing is.
 */
export function saleBadge(
  product: Pick<Product, 'variants'>,
): { kind: 'off' | 'upTo'; percent: number } | null {
  const best = bestDiscount(product);
  if (best <= 0) return null;
  const shown = cheapestOf(pricedVariants(product));
  const shownDiscount = shown?.was === null ? 0 : (shown?.variant.discount ?? 0);
  return shownDiscount > 0 ? { kind: 'off', percent: shownDiscount } : { kind: 'upTo', percent: best };
}

const pricedVariants = (product: Pick<Product, 'variants'>) =>
  product.variants.map((variant) => ({ variant, ...priceOf(variant) }));

function cheapestOf<P extends { now: number }>(priced: P[]): P | undefined {
  return priced.reduce<P | undefined>(
    (best, p) => (best === undefined || p.now < best.now ? p : best),
    undefined,
  );
}

/**
 * The variant a card prices the product by: the cheapest, so the figure matches the order the shop
 * sorts by price. `from` says whether other variants cost more.
 */
export function cardPrice(product: Pick<Product, 'variants'>) {
  const priced = pricedVariants(product);
  const cheapest = cheapestOf(priced);
  if (!cheapest) return null;
  return { now: cheapest.now, was: cheapest.was, from: priced.some((p) => p.now !== cheapest.now) };
}

/** Every distinct image of the product, its first variant's first. */
export function productImages(product: Pick<Product, 'variants'>): string[] {
  return [...new Set(product.variants.flatMap((v) => v.image).filter(Boolean))];
}

/** The intrinsic size the product art is drawn at (800×800 SVG), so every img reserves its space. */
export const PRODUCT_IMAGE_SIZE = 800;
