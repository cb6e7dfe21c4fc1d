import type { AdminProduct } from '@shop/contract/admin/catalog-admin-fields';
import { ROAST_LEVELS } from '@shop/contract/catalog/product.calls';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../console-fields.tsx';

type Coffee = NonNullable<AdminProduct['coffee']>;

/** Origin, process, roast level, tasting notes and roast date of a coffee, in both languages. */
export function CoffeeFields({ coffee, onChange }: { coffee: Coffee; onChange: (coffee: Coffee) => void }) {
  const { t } = useTranslation('admin-manage');
  const id = useId();
  const set = (patch: Partial<Coffee>) => onChange({ ...coffee, ...patch });
  return (
    <div className="manage-grid">
      <TextField
        label={t('coffee.originEn')}
        value={coffee.origin_en}
        onChange={(origin_en) => set({ origin_en })}
      />
      <TextField
        label={t('coffee.originZh')}
        lang="zh-HK"
        value={coffee.origin_zh}
        onChange={(origin_zh) => set({ origin_zh })}
      />
      <TextField
        label={t('coffee.processEn')}
        value={coffee.process_en}
        onChange={(process_en) => set({ process_en })}
      />
      <TextField
        label={t('coffee.processZh')}
        lang="zh-HK"
        value={coffee.process_zh}
        onChange={(process_zh) => set({ process_zh })}
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
      <TextField
        label={t('coffee.notesEn')}
        value={coffee.tasting_notes_en}
        onChange={(tasting_notes_en) => set({ tasting_notes_en })}
      />
      <TextField
        label={t('coffee.notesZh')}
        lang="zh-HK"
        value={coffee.tasting_notes_zh}
        onChange={(tasting_notes_zh) => set({ tasting_notes_zh })}
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
