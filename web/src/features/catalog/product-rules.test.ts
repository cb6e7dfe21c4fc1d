import type { Variant } from '@shop/contract/catalog/product.calls';
import { describe, expect, it } from 'vitest';
import {
  bestDiscount,
  cardPrice,
  isNewProduct,
  isSoldOut,
  onlyVariant,
  productImages,
  saleBadge,
} from './product-rules.ts';

const variant = (over: Partial<Variant>): Variant =>
  ({
    id: 1,
    image: [],
    retail_price: 100,
    sale_price: 100,
    discount: 0,
    new: false,
    inventory: 5,
    ...over,
  }) as Variant;

describe('isSoldOut', () => {
  it('is sold out with one variant at inventory 0, or with none', () => {
    expect(isSoldOut({ variants: [variant({ inventory: 0 })] })).toBe(true);
    expect(isSoldOut({ variants: [] })).toBe(true);
  });

  it('is not sold out with stock, or with several variants even when all are out', () => {
    expect(isSoldOut({ variants: [variant({ inventory: 3 })] })).toBe(false);
    expect(isSoldOut({ variants: [variant({ inventory: 0 }), variant({ id: 2, inventory: 0 })] })).toBe(
      false,
    );
  });
});

describe('card helpers', () => {
  const variants = [
    variant({ id: 1, retail_price: 388, sale_price: 349, discount: 10, image: ['/a.svg', '/b.svg'] }),
    variant({ id: 2, retail_price: 168, sale_price: 168, new: true, image: ['/a.svg', '/b.svg'] }),
  ];

  it('buys straight from the card only with a single variant', () => {
    expect(onlyVariant({ variants })).toBeUndefined();
    expect(onlyVariant({ variants: [variants[0]!] })?.id).toBe(1);
  });

  it('prices by the cheapest variant and says "from" when others cost more', () => {
    expect(cardPrice({ variants })).toEqual({ now: 168, was: null, from: true });
    expect(cardPrice({ variants: [variants[0]!] })).toEqual({ now: 349, was: 388, from: false });
    expect(cardPrice({ variants: [] })).toBeNull();
  });

  it('finds the new flag, the best discount and the distinct images', () => {
    expect(isNewProduct({ variants })).toBe(true);
    expect(bestDiscount({ variants })).toBe(10);
    expect(bestDiscount({ variants: [] })).toBe(0);
    expect(productImages({ variants })).toEqual(['/a.svg', '/b.svg']);
  });
});

describe('saleBadge', () => {
  const small = variant({ id: 1, retail_price: 128, sale_price: 128 });
  const kiloOnSale = variant({ id: 2, retail_price: 520, sale_price: 468, discount: 10 });

  it('says "up to" when only a variant the card does not show is reduced', () => {
    // The card shows the 200 g price; only the 1 kg bag is 10% off.
    expect(cardPrice({ variants: [small, kiloOnSale] })).toMatchObject({ now: 128, was: null });
    expect(saleBadge({ variants: [small, kiloOnSale] })).toEqual({ kind: 'upTo', percent: 10 });
  });

  it('gives the shown variant’s own discount when it is the one reduced', () => {
    const smallOnSale = variant({ id: 1, retail_price: 128, sale_price: 115, discount: 10 });
    expect(saleBadge({ variants: [smallOnSale, kiloOnSale] })).toEqual({ kind: 'off', percent: 10 });
    const deeper = variant({ id: 3, retail_price: 520, sale_price: 390, discount: 25 });
    expect(saleBadge({ variants: [smallOnSale, deeper] })).toEqual({ kind: 'off', percent: 10 });
  });

  it('gives nothing when no variant is reduced', () => {
    expect(saleBadge({ variants: [small] })).toBeNull();
    expect(saleBadge({ variants: [] })).toBeNull();
  });
});
