import { describe, expect, it } from 'vitest';
import { type RoastNeed, roastPlanOf } from './roast-plan.ts';

const need = (day: string, product_id: number, grams: number): RoastNeed => ({
  day,
  product_id,
  name_en: `Coffee ${product_id}`,
  name_zh: `咖啡 ${product_id}`,
  grams,
});

describe('roastPlanOf', () => {
  it('puts each day’s needs in the column of the roast the day before, most wanted coffee first', () => {
    const plan = roastPlanOf('2026-12-01', 3, 1, [
      need('2026-12-02', 7, 500),
      need('2026-12-04', 7, 250),
      need('2026-12-03', 9, 1000),
      need('2026-12-02', 9, 200),
    ]);
    expect(plan.days).toEqual([
      { roast_date: '2026-12-01', for_date: '2026-12-02', total_grams: 700 },
      { roast_date: '2026-12-02', for_date: '2026-12-03', total_grams: 1000 },
      { roast_date: '2026-12-03', for_date: '2026-12-04', total_grams: 250 },
    ]);
    expect(plan.coffees.map((c) => [c.product_id, c.grams, c.total_grams])).toEqual([
      [9, [200, 1000, 0], 1200],
      [7, [500, 0, 250], 750],
    ]);
    expect(plan.total_grams).toBe(1950);
  });

  it('leaves out days outside the plan and coffees with nothing to roast', () => {
    const plan = roastPlanOf('2026-12-01', 1, 1, [need('2026-12-05', 7, 500), need('2026-12-02', 9, 0)]);
    expect(plan.coffees).toEqual([]);
    expect(plan.total_grams).toBe(0);
  });
});
