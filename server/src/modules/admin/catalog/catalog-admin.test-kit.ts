import sharp from 'sharp';
import type { TestApp } from '../../../../test/test-app.ts';

let serial = 0;

/** A product the console would send: two variants (200 g and 1 kg) of a Colombian coffee. */
export function newProduct(categoryId: number, over: Record<string, unknown> = {}) {
  serial += 1;
  const sku = `SC-TST-${serial}-${Math.floor(Math.random() * 1e6)}`;
  const weight = (en: string, zh: string) => ({
    key: 'weight',
    name_en: 'Weight',
    name_zh: '重量',
    value_en: en,
    value_zh: zh,
  });
  return {
    product_name_en: `Colombia Huila Test ${serial}`,
    product_name_zh: `哥倫比亞 慧蘭 測試豆 ${serial}`,
    product_description_en: 'Red apple and panela.',
    product_description_zh: '紅蘋果與黑糖的甜感。',
    category_ids: [categoryId],
    tags: ['filter', '手沖'],
    is_suggested: false,
    active: true,
    coffee: {
      origin_en: 'Huila, Colombia',
      origin_zh: '哥倫比亞 慧蘭',
      process_en: 'Washed',
      process_zh: '水洗',
      roast_level: 'light',
      tasting_notes_en: 'red apple, panela',
      tasting_notes_zh: '紅蘋果、黑糖',
      roast_date: null,
    },
    variants: [
      {
        sku: `${sku}-200`,
        retail_price: 148,
        sale_price: 148,
        discount: 0,
        new: true,
        stock: 12,
        images: [],
        options: [weight('200g', '200克')],
      },
      {
        sku: `${sku}-1K`,
        retail_price: 598,
        sale_price: 538.2,
        discount: 10,
        new: true,
        stock: 3,
        images: [],
        options: [weight('1kg', '1公斤')],
      },
    ],
    ...over,
  };
}

/** A sub-category the seed has, for products made in tests. */
export async function anyCategoryId(t: TestApp): Promise<number> {
  const res = await t.call('category_get');
  return res.body.categories[0].sub_categories[0]?.id ?? res.body.categories[0].id;
}

/** A real picture: a PNG (or another format) of the given size, as a shop owner's camera might give. */
export async function picture(width: number, height: number, format: 'png' | 'jpeg' | 'gif' = 'png') {
  return sharp({ create: { width, height, channels: 3, background: { r: 120, g: 80, b: 40 } } })
    .toFormat(format)
    .toBuffer();
}
