import { describe, expect, it } from 'vitest';
import { buildVariants, productImages, salePriceCents, stockFor } from './build-variants.ts';
import { roastDate } from './roast-date.ts';

describe('buildVariants', () => {
  it('crosses weights with grinds into SKUs, first slot outermost', () => {
    const rows = buildVariants('x', {
      sku: 'SC-T',
      axis: 'weight',
      price: { '200g': 100, '1kg': 400 },
      grinds: ['whole-bean', 'espresso'],
    });
    expect(rows.map((r) => r.sku)).toEqual(['SC-T-200-WB', 'SC-T-200-ES', 'SC-T-1K-WB', 'SC-T-1K-ES']);
    expect(rows.map((r) => r.sortOrder)).toEqual([0, 1, 2, 3]);
    expect(rows[3]!.options).toEqual([
      {
        key: 'weight',
        name: { en: 'Weight', zh: '重量', cn: '重量' },
        value: { en: '1 kg', zh: '1 公斤', cn: '1 公斤' },
      },
      {
        key: 'grind',
        name: { en: 'Grind', zh: '研磨', cn: '研磨' },
        value: { en: 'Ground for espresso', zh: '意式研磨', cn: '意式研磨' },
      },
    ]);
    expect(rows[3]!.retailPriceCents).toBe(40_000);
    expect(rows[0]!.images).toEqual(productImages('x'));
  });

  it('makes one variant without options for a single price', () => {
    const [only, ...rest] = buildVariants('x', { sku: 'SC-ONE', price: 38, soldOut: true });
    expect(rest).toEqual([]);
    expect(only).toMatchObject({
      sku: 'SC-ONE',
      options: [],
      inventory: 0,
      retailPriceCents: 3800,
      salePriceCents: 3800,
    });
  });

  it('discounts only the listed values and marks the listed suffixes sold out', () => {
    const rows = buildVariants('x', {
      sku: 'SC-T',
      axis: 'pack',
      price: { 'box-10': 99, 'box-20': 178 },
      sale: { percent: 15, on: ['box-20'] },
      soldOut: ['20'],
    });
    expect(rows.map((r) => [r.discountPercent, r.salePriceCents, r.inventory === 0])).toEqual([
      [0, 9900, false],
      [15, 15100, true],
    ]);
  });

  it('refuses a sale or a sold-out suffix that matches nothing', () => {
    expect(() =>
      buildVariants('x', {
        sku: 'A',
        axis: 'size',
        price: { '350ml': 1 },
        sale: { percent: 5, on: ['1kg'] },
      }),
    ).toThrow();
    expect(() =>
      buildVariants('x', { sku: 'A', axis: 'size', price: { '350ml': 1 }, soldOut: ['500'] }),
    ).toThrow();
  });
});

describe('pricing and stock helpers', () => {
  it('rounds a sale price down to a whole dollar', () => {
    expect(salePriceCents(16_800, 10)).toBe(15_100);
    expect(salePriceCents(26_800, 15)).toBe(22_700);
    expect(salePriceCents(10_000, 0)).toBe(10_000);
  });

  it('gives each SKU a stable stock between 5 and 80', () => {
    expect(stockFor('SC-ETH-YIR-200-WB')).toBe(stockFor('SC-ETH-YIR-200-WB'));
    for (const sku of ['A', 'B', 'SC-1', 'SC-2', 'SC-ETH-YIR-1K-FL']) {
      expect(stockFor(sku)).toBeGreaterThanOrEqual(5);
      expect(stockFor(sku)).toBeLessThanOrEqual(80);
    }
  });

  it('dates a roast by the Hong Kong calendar', () => {
    expect(roastDate(3, new Date('2025-03-10T17:00:00Z'))).toBe('2025-03-08');
    expect(roastDate(1, new Date('2025-03-01T02:00:00Z'))).toBe('2025-02-28');
  });
});
