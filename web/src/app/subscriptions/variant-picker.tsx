import type { Variant } from '@shop/contract/catalog/product.calls';
import { OptionPicker } from '../../features/catalog/option-picker.tsx';
import { matchVariant, type Slot, selectionOf, slotValue } from '../../features/catalog/variant-options.ts';
import '../../features/catalog/purchase.css';

interface VariantPickerProps {
  variants: Variant[];
  value: number | null;
  onChange: (variantId: number) => void;
}

/**
 * The product page's option chips over a variant id. Choosing a value keeps the other choices when
 * a variant has them all, else takes the first variant with that value (a new coffee starts empty).
 */
export function VariantPicker({ variants, value, onChange }: VariantPickerProps) {
  const selection = selectionOf(variants.find((v) => v.id === value));
  const choose = (slot: Slot, chosen: string) => {
    const next =
      matchVariant(variants, { ...selection, [slot]: chosen }) ??
      variants.find((v) => slotValue(v, slot) === chosen);
    if (next) onChange(next.id);
  };
  return <OptionPicker variants={variants} selection={selection} onChoose={choose} />;
}
