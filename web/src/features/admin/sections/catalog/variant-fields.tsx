import { useTranslation } from 'react-i18next';
import { bilingual, CheckField, COUNT, DraftFields, MONEY, TextField } from '../console-fields.tsx';
import { ImagePicker } from './image-picker.tsx';
import { MAX_OPTION_SLOTS, type OptionDraft, type VariantDraft } from './product-draft.ts';

interface VariantFieldsProps {
  variant: VariantDraft;
  index: number;
  onChange: (variant: VariantDraft) => void;
  onRemove?: () => void;
}

const emptyOption = (): OptionDraft => ({ key: '', name_en: '', name_zh: '', value_en: '', value_zh: '' });

/** One variant: SKU, prices, discount, opening stock, up to three option slots and its pictures. */
export function VariantFields({ variant, index, onChange, onRemove }: VariantFieldsProps) {
  const { t } = useTranslation('admin-manage');
  const set = (patch: Partial<VariantDraft>) => onChange({ ...variant, ...patch });
  const setOption = (slot: number, patch: Partial<OptionDraft>) =>
    set({ options: variant.options.map((o, i) => (i === slot ? { ...o, ...patch } : o)) });
  const owner = variant.sku || t('variant.number', { n: index + 1 });

  return (
    <fieldset className="manage-fieldset">
      <legend>{t('variant.legend', { n: index + 1 })}</legend>
      <div className="manage-grid">
        <DraftFields
          draft={variant}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            { key: 'sku', label: t('variant.sku'), maxLength: 64 },
            { key: 'retail_price', label: t('variant.retail'), ...MONEY },
            { key: 'sale_price', label: t('variant.sale'), ...MONEY, hint: t('variant.saleHint') },
            { key: 'discount', label: t('variant.discount'), ...COUNT },
            { key: 'weight_grams', label: t('variant.weight'), ...COUNT, hint: t('variant.weightHint') },
          ]}
        />
        {variant.variant_id === undefined ? (
          <TextField
            label={t('variant.openingStock')}
            {...COUNT}
            value={variant.stock}
            onChange={(stock) => set({ stock })}
          />
        ) : (
          <p className="manage-hint">{t('variant.savedStock', { stock: variant.stock })}</p>
        )}
      </div>
      <CheckField label={t('variant.new')} checked={variant.new} onChange={(isNew) => set({ new: isNew })} />
      {variant.options.map((option, slot) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions (1 to 3), not records
        <div className="manage-grid" key={slot}>
          <DraftFields
            draft={option}
            onChange={(key, value) => setOption(slot, { [key]: value })}
            fields={[
              {
                key: 'key',
                label: t('variant.optionKey', { n: slot + 1 }),
                hint: t('variant.optionKeyHint'),
              },
              ...bilingual('name', [
                t('variant.optionNameEn', { n: slot + 1 }),
                t('variant.optionNameZh', { n: slot + 1 }),
              ]),
              ...bilingual('value', [
                t('variant.optionValueEn', { n: slot + 1 }),
                t('variant.optionValueZh', { n: slot + 1 }),
              ]),
            ]}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => set({ options: variant.options.filter((_, i) => i !== slot) })}
          >
            {t('variant.removeOption', { n: slot + 1 })}
          </button>
        </div>
      ))}
      <div className="console-row">
        {variant.options.length < MAX_OPTION_SLOTS && (
          <button
            type="button"
            className="button button--ghost"
            onClick={() => set({ options: [...variant.options, emptyOption()] })}
          >
            {t('variant.addOption')}
          </button>
        )}
        {onRemove && (
          <button type="button" className="button button--ghost" onClick={onRemove}>
            {t('variant.remove', { owner })}
          </button>
        )}
      </div>
      <ImagePicker images={variant.images} owner={owner} onChange={(images) => set({ images })} />
    </fieldset>
  );
}
