import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import { describe, expect, it } from 'vitest';
import { draftOf, emptyVariant, inputOf, thumbnailOf } from './product-draft.ts';

/** The saved variant's fields the editor sends back as they were (its stock and options aside). */
const sentBack = {
  variant_id: 11,
  sku: 'SC-KEN-200',
  retail_price: 168,
  sale_price: 150,
  discount: 10,
  new: false,
  weight_grams: 200,
  images: ['/media/uploads/abc-800.webp'],
};

const saved: AdminProduct = {
  product_id: 7,
  slug: 'kenya-nyeri',
  product_name_en: 'Kenya Nyeri',
  product_name_zh: '肯亞 尼耶利',
  product_name_cn: '肯尼亚 尼耶利',
  product_description_en: '',
  product_description_zh: '',
  product_description_cn: '',
  category_ids: [3],
  tags: ['filter', '手沖'],
  is_suggested: true,
  active: true,
  coffee: null,
  created_at: '2026-11-01T00:00:00.000Z',
  variants: [
    {
      ...sentBack,
      stock: 9,
      options: [
        {
          key: 'weight',
          name_en: 'Weight',
          name_zh: '重量',
          name_cn: '重量',
          value_en: '200g',
          value_zh: '200克',
          value_cn: '200克',
        },
      ],
    },
  ],
};

describe('product draft', () => {
  it('round-trips a saved product without sending the stock of a saved variant', () => {
    const input = inputOf(draftOf(saved));
    expect(input.variants?.[0]).toEqual({
      ...sentBack,
      options: [{ key: 'weight', name_en: 'Weight', name_zh: '重量', value_en: '200g', value_zh: '200克' }],
    });
    expect(input.tags).toEqual(['filter', '手沖']);
  });

  it('sends the opening stock of a new variant and splits tags typed with Chinese commas', () => {
    const draft = {
      ...draftOf(),
      tags: '果香，手沖、filter',
      variants: [{ ...emptyVariant(), sku: 'N-1', retail_price: '98', sale_price: '98', stock: '20' }],
    };
    const input = inputOf(draft);
    expect(input.tags).toEqual(['果香', '手沖', 'filter']);
    expect(input.variants?.[0]).toMatchObject({ stock: 20, retail_price: 98, weight_grams: null });
  });

  it('sends a blank price as not-a-number, so the server names the field rather than selling for free', () => {
    const input = inputOf({ ...draftOf(), variants: [emptyVariant()] });
    expect(Number.isNaN(input.variants?.[0]?.retail_price)).toBe(true);
  });

  it('offers the same option slots, empty, for another variant', () => {
    const next = emptyVariant(draftOf(saved).variants[0]!.options);
    expect(next.options).toEqual([
      { key: 'weight', name_en: 'Weight', name_zh: '重量', value_en: '', value_zh: '' },
    ]);
  });

  it('finds the small copy of an upload', () => {
    expect(thumbnailOf('/media/uploads/abc-800.webp')).toBe('/media/uploads/abc-200.webp');
    expect(thumbnailOf('/media/art/product-x-1.svg')).toBe('/media/art/product-x-1.svg');
  });
});
