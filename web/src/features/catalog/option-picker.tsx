import type { Variant } from '@shop/contract/catalog/product.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { isValueInStock, optionGroups, type Selection, type Slot } from './variant-options.ts';

interface OptionPickerProps {
  variants: readonly Variant[];
  selection: Selection;
  onChoose: (slot: Slot, value: string) => void;
}

/**
 * One radio group per option slot (weight, grind…), so arrow keys move within a group and each
 * group is announced with its name. Values that lead to no stock stay choosable but say so.
 */
export function OptionPicker({ variants, selection, onChoose }: OptionPickerProps) {
  const { t } = useTranslation('catalog');
  const pick = useLocalised();
  const name = useId();
  return optionGroups(variants, pick).map((group) => (
    <fieldset key={group.slot} className="option-picker">
      <legend className="option-picker__legend">{group.name}</legend>
      <div className="option-picker__values">
        {group.values.map(({ value, label }) => {
          const inStock = isValueInStock(variants, selection, group.slot, value);
          return (
            <label key={value} className={inStock ? 'chip option-chip' : 'chip option-chip option-chip--out'}>
              <input
                type="radio"
                className="visually-hidden"
                name={`${name}-${group.slot}`}
                value={value}
                checked={selection[group.slot] === value}
                onChange={() => onChoose(group.slot, value)}
              />
              <span>{label}</span>
              {!inStock && <span className="visually-hidden">{t('purchase.optionSoldOut')}</span>}
            </label>
          );
        })}
      </div>
    </fieldset>
  ));
}
