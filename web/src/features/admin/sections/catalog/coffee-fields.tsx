import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import { ROAST_LEVELS } from '@shop/contract/catalog/product.calls';
import { useTranslation } from 'react-i18next';
import { bilingual, DraftFields, SelectField, TextField } from '../console-fields.tsx';

type Coffee = NonNullable<AdminProduct['coffee']>;

/** Origin, process, roast level, tasting notes and roast date of a coffee, in both languages. */
export function CoffeeFields({ coffee, onChange }: { coffee: Coffee; onChange: (coffee: Coffee) => void }) {
  const { t } = useTranslation('admin-manage');
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
      <SelectField
        label={t('coffee.roast')}
        value={coffee.roast_level}
        options={ROAST_LEVELS.map((level) => ({ value: level, label: t(`coffee.roastLevels.${level}`) }))}
        onChange={(roast_level) => set({ roast_level })}
      />
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
