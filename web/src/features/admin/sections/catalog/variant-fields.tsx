import { useTranslation } from 'react-i18next';
import { CheckField, TextField } from '../console-fields.tsx';
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
        <TextField
          label={t('variant.sku')}
          value={variant.sku}
          onChange={(sku) => set({ sku })}
          maxLength={64}
        />
        <TextField
          label={t('variant.retail')}
          type="number"
          step="0.01"
          value={variant.retail_price}
          onChange={(retail_price) => set({ retail_price })}
        />
        <TextField
          label={t('variant.sale')}
          type="number"
          step="0.01"
          value={variant.sale_price}
          onChange={(sale_price) => set({ sale_price })}
          hint={t('variant.saleHint')}
        />
        <TextField
          label={t('variant.discount')}
          type="number"
          step="1"
          value={variant.discount}
          onChange={(discount) => set({ discount })}
        />
        {variant.variant_id === undefined ? (
          <TextField
            label={t('variant.openingStock')}
            type="number"
            step="1"
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
          <TextField
            label={t('variant.optionKey', { n: slot + 1 })}
            value={option.key}
            onChange={(key) => setOption(slot, { key })}
            hint={t('variant.optionKeyHint')}
          />
          <TextField
            label={t('variant.optionNameEn', { n: slot + 1 })}
            value={option.name_en}
            onChange={(name_en) => setOption(slot, { name_en })}
          />
          <TextField
            label={t('variant.optionNameZh', { n: slot + 1 })}
            lang="zh-HK"
            value={option.name_zh}
            onChange={(name_zh) => setOption(slot, { name_zh })}
          />
          <TextField
            label={t('variant.optionValueEn', { n: slot + 1 })}
            value={option.value_en}
            onChange={(value_en) => setOption(slot, { value_en })}
          />
          <TextField
            label={t('variant.optionValueZh', { n: slot + 1 })}
            lang="zh-HK"
            value={option.value_zh}
            onChange={(value_zh) => setOption(slot, { value_zh })}
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
      <div className="manage-row">
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
