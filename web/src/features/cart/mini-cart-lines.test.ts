import type { CartItem } from '@shop/contract/cart/cart.calls';
import { describe, expect, it } from 'vitest';
import { cartCount, miniCartLines } from './mini-cart-lines.ts';

const slots = Object.fromEntries(
  [1, 2, 3].flatMap((n) =>
    ['en', 'zh', 'cn'].flatMap((l) => [
      [`variant_name_${n}_${l}`, ''],
      [`variant_value_${n}_${l}`, ''],
    ]),
  ),
) as Pick<CartItem, `variant_${'name' | 'value'}_${1 | 2 | 3}_${'en' | 'zh' | 'cn'}`>;

const item: CartItem = {
  ...slots,
  id: 7,
  product_id: 3,
  sku: 'ETH-KOC-200',
  image: ['', '/media/art/bag.svg'],
  product_name_en: 'Yirgacheffe Kochere',
  product_name_zh: '耶加雪菲 科契爾',
  product_name_cn: '',
  quantity: 2,
  inventory: 20,
  retail_price: 160,
  sale_price: 128,
  discount: 20,
  is_free_product: 0,
  variant_value_1_en: '200 g',
  variant_value_1_zh: '200 克',
  variant_value_2_en: 'Whole bean',
  variant_value_2_zh: '原豆',
  selectedProductColor: '',
  selectedProductSize: '',
};

describe('cartCount', () => {
  it('adds up quantities, not lines', () => {
    expect(cartCount([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
    expect(cartCount([])).toBe(0);
  });
});

describe('miniCartLines', () => {
  it('reads the name and options in the shopper language and the first real image', () => {
    expect(miniCartLines([item], 'zh-HK')).toEqual([
      {
        key: '7-0',
        name: '耶加雪菲 科契爾',
        variants: '200 克 · 原豆',
        image: '/media/art/bag.svg',
        quantity: 2,
        unitPrice: 128,
      },
    ]);
  });

  it('charges the retail price without a discount and keeps repeated variants apart', () => {
    const lines = miniCartLines(
      [
        { ...item, discount: 0 },
        { ...item, is_free_product: 1 },
      ],
      'en',
    );
    expect(lines[0]?.unitPrice).toBe(160);
    expect(lines.map((l) => l.key)).toEqual(['7-0', '7-1']);
    expect(lines[0]?.variants).toBe('200 g · Whole bean');
  });
});
