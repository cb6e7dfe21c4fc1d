import type { VariantOption, variants } from '../../../modules/catalog/catalog.tables.ts';
import type { VariantPlan } from './catalog-seed.types.ts';
import { OPTION_AXES, type OptionValue } from './variant-options.data.ts';

export type VariantRow = Omit<typeof variants.$inferInsert, 'productId'>;

interface Slot {
  key: string;
  code: string;
  option: VariantOption;
}

/** The two images of a product; the art route draws exactly these names. */
export function productImages(slug: string): string[] {
  return [1, 2].map((n) => `/media/art/product-${slug}-${n}.svg`);
}

/** Retail less the percent, rounded down to a whole dollar, as the shop prices its sales. */
export function salePriceCents(retailCents: number, percent: number): number {
  return Math.floor((retailCents * (100 - percent)) / 10_000) * 100;
}

/** A stable stock level of 5..80 per SKU, so every fresh install looks the same. */
export function stockFor(sku: string): number {
  let hash = 2166136261;
  for (const char of sku) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return 5 + (hash % 76);
}

/** Grams of coffee in one bag of each weight option; the roast plan adds these up. */
const GRAMS: Record<string, number> = { '100g': 100, '200g': 200, '500g': 500, '1kg': 1000 };

function slotsOf(axis: keyof typeof OPTION_AXES, keys: string[]): Slot[] {
  const { name, values } = OPTION_AXES[axis];
  return keys.map((key) => {
    const value = (values as Record<string, OptionValue>)[key];
    if (!value) throw new Error(`unknown ${axis} option "${key}"`);
    const { code, ...label } = value;
    return { key, code, option: { key: axis, name, value: label } };
  });
}

/** Expands a plan into every combination of its option slots, first slot outermost. */
export function buildVariants(slug: string, plan: VariantPlan): VariantRow[] {
  const priced = 'axis' in plan ? Object.entries(plan.price as Record<string, number>) : [];
  const firsts =
    'axis' in plan
      ? slotsOf(
          plan.axis,
          priced.map(([key]) => key),
        ).map((slot, i) => ({ slot, dollars: priced[i]![1] }))
      : [{ slot: undefined, dollars: plan.price }];
  const grinds = plan.grinds ? slotsOf('grind', plan.grinds) : [undefined];
  const saleOn = plan.sale?.on;
  if (saleOn?.some((key) => !priced.some(([k]) => k === key)))
    throw new Error(`${plan.sku}: sale on an unknown option`);

  const rows = firsts.flatMap(({ slot, dollars }) =>
    grinds.map((grind) => {
      const slots = [slot, grind].filter((s): s is Slot => s !== undefined);
      const sku = [plan.sku, ...slots.map((s) => s.code)].join('-');
      const retail = dollars * 100;
      const percent = plan.sale && (!saleOn || (slot && saleOn.includes(slot.key))) ? plan.sale.percent : 0;
      return {
        sku,
        retailPriceCents: retail,
        salePriceCents: percent > 0 ? salePriceCents(retail, percent) : retail,
        discountPercent: percent,
        isNew: plan.isNew ?? false,
        inventory: isSoldOut(plan, sku) ? 0 : stockFor(sku),
        options: slots.map((s) => s.option),
        images: productImages(slug),
        weightGrams: 'axis' in plan && plan.axis === 'weight' && slot ? (GRAMS[slot.key] ?? null) : null,
      };
    }),
  );
  const unmatched = Array.isArray(plan.soldOut)
    ? plan.soldOut.filter((suffix) => !rows.some((r) => r.sku.endsWith(`-${suffix}`)))
    : [];
  if (unmatched.length > 0) throw new Error(`${plan.sku}: no variant ends with ${unmatched.join(', ')}`);
  return rows.map((row, sortOrder) => ({ ...row, sortOrder }));
}

function isSoldOut(plan: VariantPlan, sku: string): boolean {
  return plan.soldOut === true || (plan.soldOut ?? []).some((suffix) => sku.endsWith(`-${suffix}`));
}
