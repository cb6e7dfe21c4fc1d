import type { Variant } from '@shop/contract/catalog/product.calls';
import { describe, expect, it } from 'vitest';
import { pickLocalised } from '../../i18n/localised.ts';
import { followingDates, optionsLabel, subscriberPriceCents, variantLabel } from './subscription-facts.ts';

describe('subscription facts', () => {
  it('lists the deliveries after the first on the frequency grid, across a year end', () => {
    expect(followingDates('2026-12-18', 2, 3)).toEqual(['2027-01-01', '2027-01-15', '2027-01-29']);
    expect(followingDates('2026-12-04', 1, 1)).toEqual(['2026-12-11']);
  });

  it('takes the discount off to the nearest cent, half a cent up, as the server locks it', () => {
    expect(subscriberPriceCents(145, 10)).toBe(13050);
    expect(subscriberPriceCents(0.05, 10)).toBe(5);
    expect(subscriberPriceCents(168, 0)).toBe(16800);
  });

  it('names a variant and a subscription by their option values in the language on screen', () => {
    const variant = {
      variant_value_1_en: '200 g',
      variant_value_1_zh: '200 克',
      variant_value_2_en: 'Whole bean',
      variant_value_2_zh: '原豆',
      variant_value_3_en: '',
      variant_value_3_zh: '',
    } as Variant;
    const zh = (record: object, field: string) => pickLocalised(record, field, 'zh-HK');
    const en = (record: object, field: string) => pickLocalised(record, field, 'en');
    expect(variantLabel(variant, en)).toBe('200 g · Whole bean');
    expect(variantLabel(variant, zh)).toBe('200 克 · 原豆');
    expect(optionsLabel([{ value_en: '500 g', value_zh: '500 克' }], zh)).toBe('500 克');
  });
});
