import { describe, expect, it } from 'vitest';
import { pickLocalised } from '../../i18n/localised.ts';
import { followingDates, optionsLabel, subscriberPriceCents } from './subscription-facts.ts';

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

  it("names a subscription's size and grind by their values in the language on screen", () => {
    const options = [
      { value_en: '200 g', value_zh: '200 克' },
      { value_en: 'Whole bean', value_zh: '原豆' },
    ];
    const zh = (record: object, field: string) => pickLocalised(record, field, 'zh-HK');
    const en = (record: object, field: string) => pickLocalised(record, field, 'en');
    expect(optionsLabel(options, en)).toBe('200 g · Whole bean');
    expect(optionsLabel(options, zh)).toBe('200 克 · 原豆');
  });
});
