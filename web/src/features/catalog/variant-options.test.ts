import type { Variant } from '@shop/contract/catalog/product.calls';
import { describe, expect, it } from 'vitest';
import { isValueInStock, matchVariant, optionGroups, selectionOf } from './variant-options.ts';

function variant(
  id: number,
  weight: [string, string],
  grind: [string, string] | null,
  inventory = 5,
): Variant {
  return {
    id,
    inventory,
    variant_name_1_en: 'Weight',
    variant_name_1_zh: '重量',
    variant_value_1_en: weight[0],
    variant_value_1_zh: weight[1],
    variant_name_2_en: grind ? 'Grind' : '',
    variant_name_2_zh: grind ? '研磨' : '',
    variant_value_2_en: grind?.[0] ?? '',
    variant_value_2_zh: grind?.[1] ?? '',
    variant_value_3_en: '',
  } as unknown as Variant;
}

const variants = [
  variant(1, ['200 g', '200 克'], ['Whole bean', '原豆']),
  variant(2, ['200 g', '200 克'], ['Ground for filter', '手沖研磨']),
  variant(3, ['1 kg', '1 公斤'], ['Whole bean', '原豆']),
  variant(4, ['1 kg', '1 公斤'], ['Ground for filter', '手沖研磨'], 0),
];

const zh = (record: object, field: string) => (record as Record<string, string>)[`${field}_zh`] ?? '';

describe('optionGroups', () => {
  it('lists each used slot once, labelled in the language, values in order without repeats', () => {
    expect(optionGroups(variants, zh)).toEqual([
      {
        slot: 1,
        name: '重量',
        values: [
          { value: '200 g', label: '200 克' },
          { value: '1 kg', label: '1 公斤' },
        ],
      },
      {
        slot: 2,
        name: '研磨',
        values: [
          { value: 'Whole bean', label: '原豆' },
          { value: 'Ground for filter', label: '手沖研磨' },
        ],
      },
    ]);
  });

  it('has no pickers for a product without options', () => {
    expect(optionGroups([{ id: 9, variant_value_1_en: '' } as unknown as Variant], zh)).toEqual([]);
  });
});

describe('matchVariant', () => {
  it('starts from the base variant and finds the variant whose values all match', () => {
    const start = selectionOf(variants[0]);
    expect(start).toEqual({ 1: '200 g', 2: 'Whole bean' });
    expect(matchVariant(variants, { ...start, 1: '1 kg' })?.id).toBe(3);
    expect(matchVariant(variants, { 1: '1 kg', 2: 'Ground for filter' })?.id).toBe(4);
  });

  it('finds nothing for a combination no variant has', () => {
    expect(matchVariant(variants, { 1: '500 g', 2: 'Whole bean' })).toBeUndefined();
    expect(matchVariant(variants, { 1: '200 g' })).toBeUndefined();
  });

  it('tells which values lead to stock given the other choices', () => {
    expect(isValueInStock(variants, { 1: '1 kg', 2: 'Whole bean' }, 2, 'Ground for filter')).toBe(false);
    expect(isValueInStock(variants, { 1: '200 g', 2: 'Whole bean' }, 2, 'Ground for filter')).toBe(true);
  });
});
