import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import { ROAST_LEVELS } from '@shop/contract/catalog/product.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { bilingual, DraftFields, TextField } from '../console-fields.tsx';

type Coffee = NonNullable<AdminProduct['coffee']>;

/** Origin, process, roast level, tasting notes and roast date of a coffee, in both languages. */
export function CoffeeFields({ coffee, onChange }: { coffee: Coffee; onChange: (coffee: Coffee) => void }) {
  const { t } = useTranslation('admin-manage');
  const id = useId();
  const set = (patch: Partial<Coffee>) => onChange({ ...coffee, ...patch });
  return (
    <div className="manage-grid">
      <DraftFields
        draft={coffee}
        onChange={(key, value) => set({ [key]: value })}
        fields={[
          ...bilingual('origin', [t('coffee.originEn'), t('coffee.originZh')]),
          ...bilingual('process', [t('coffee.processEn'), t('coffee.processZh')]),
        ]}
      />
      <label className="console-field" htmlFor={id}>
        <span className="console-field__label">{t('coffee.roast')}</span>
        <select
          id={id}
          className="input"
          value={coffee.roast_level}
          onChange={(e) => set({ roast_level: e.target.value as Coffee['roast_level'] })}
        >
          {ROAST_LEVELS.map((level) => (
            <option key={level} value={level}>
              {t(`coffee.roastLevels.${level}`)}
            </option>
          ))}
        </select>
      </label>
      <DraftFields
        draft={coffee}
        onChange={(key, value) => set({ [key]: value })}
        fields={bilingual('tasting_notes', [t('coffee.notesEn'), t('coffee.notesZh')])}
      />
      <TextField
        label={t('coffee.roastDate')}
        type="date"
        value={coffee.roast_date ?? ''}
        onChange={(day) => set({ roast_date: day || null })}
      />
    </div>
  );
}
