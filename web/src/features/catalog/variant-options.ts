import type { Variant } from '@shop/contract/catalog/product.calls';

export const SLOTS = [1, 2, 3] as const;
export type Slot = (typeof SLOTS)[number];

/** The chosen value per option slot, keyed by the value's identity (see `slotValue`). */
export type Selection = Partial<Record<Slot, string>>;

type Pick = (record: object, field: string) => string;

export interface OptionGroup {
  slot: Slot;
  name: string;
  values: { value: string; label: string }[];
}

/**
 * A value's identity in a slot. Labels change with the language, so the picker compares the first
 * non-empty spelling, which is the same whichever language is on screen.
 */
export function slotValue(variant: Variant, slot: Slot): string {
  const v = variant as unknown as Record<string, string>;
  return (
    v[`variant_value_${slot}_en`] || v[`variant_value_${slot}_zh`] || v[`variant_value_${slot}_cn`] || ''
  );
}

/** The option pickers a product needs: one per used slot, values in the order variants list them. */
export function optionGroups(variants: readonly Variant[], pick: Pick): OptionGroup[] {
  return SLOTS.flatMap((slot) => {
    const values = new Map<string, string>();
    let name = '';
    for (const variant of variants) {
      const value = slotValue(variant, slot);
      if (!value) continue;
      name ||= pick(variant, `variant_name_${slot}`);
      if (!values.has(value)) values.set(value, pick(variant, `variant_value_${slot}`) || value);
    }
    if (values.size === 0) return [];
    return [{ slot, name, values: [...values].map(([value, label]) => ({ value, label })) }];
  });
}

/** The values a variant stands for; the base variant's values are what the pickers start on. */
export function selectionOf(variant: Variant | undefined): Selection {
  if (!variant) return {};
  return Object.fromEntries(SLOTS.map((slot) => [slot, slotValue(variant, slot)]).filter(([, v]) => v));
}

/** The variant whose option values all match the selection, if there is one. */
export function matchVariant(variants: readonly Variant[], selection: Selection): Variant | undefined {
  return variants.find((variant) =>
    SLOTS.every((slot) => (selection[slot] ?? '') === slotValue(variant, slot)),
  );
}

/** Whether picking `value` in `slot`, keeping the other choices, lands on a variant in stock. */
export function isValueInStock(
  variants: readonly Variant[],
  selection: Selection,
  slot: Slot,
  value: string,
): boolean {
  return (matchVariant(variants, { ...selection, [slot]: value })?.inventory ?? 0) > 0;
}
