import type { RoastPlan } from '@shop/contract/admin/subscriptions-admin.calls';
import { addDays } from '@shop/contract/shop-calendar';

/** Grams of one coffee wanted on one pickup or delivery day. */
export interface RoastNeed {
  day: string;
  product_id: number;
  name_en: string;
  name_zh: string;
  grams: number;
}

/**
 * The roast plan's table: one column per roast day from `firstRoastDay`, each serving the day
 * `daysAhead` later; one row per coffee wanted in those days, the most wanted first.
 */
export function roastPlanOf(
  firstRoastDay: string,
  days: number,
  daysAhead: number,
  needs: RoastNeed[],
): RoastPlan {
  const columns = Array.from({ length: days }, (_, i) => {
    const roast_date = addDays(firstRoastDay, i);
    return { roast_date, for_date: addDays(roast_date, daysAhead) };
  });
  const column = new Map(columns.map((c, i) => [c.for_date, i]));
  const coffees = new Map<number, RoastPlan['coffees'][number]>();
  for (const need of needs) {
    const i = column.get(need.day);
    if (i === undefined || need.grams <= 0) continue;
    const coffee = coffees.get(need.product_id) ?? {
      product_id: need.product_id,
      name_en: need.name_en,
      name_zh: need.name_zh,
      grams: columns.map(() => 0),
      total_grams: 0,
    };
    coffee.grams[i] = (coffee.grams[i] ?? 0) + need.grams;
    coffee.total_grams += need.grams;
    coffees.set(need.product_id, coffee);
  }
  const rows = [...coffees.values()].sort(
    (a, b) => b.total_grams - a.total_grams || a.name_en.localeCompare(b.name_en),
  );
  return {
    days: columns.map((c, i) => ({ ...c, total_grams: rows.reduce((sum, r) => sum + (r.grams[i] ?? 0), 0) })),
    coffees: rows,
    total_grams: rows.reduce((sum, r) => sum + r.total_grams, 0),
  };
}
