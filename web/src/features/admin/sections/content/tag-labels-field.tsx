import { useTranslation } from 'react-i18next';
import { TextField } from '../console-fields.tsx';

export interface TagLabels {
  name_en: string;
  name_zh: string;
}

/**
 * A post's tags, one row each: the English label (its address on the blog comes from it) and the
 * Chinese one. A label typed here renames that tag on every post that carries it.
 */
export function TagLabelsField({
  tags,
  onChange,
}: {
  tags: TagLabels[];
  onChange: (tags: TagLabels[]) => void;
}) {
  const { t } = useTranslation('admin-manage');
  const change = (index: number, patch: Partial<TagLabels>) =>
    onChange(tags.map((tag, i) => (i === index ? { ...tag, ...patch } : tag)));
  return (
    <fieldset className="manage-fieldset">
      <legend>{t('blog.tags')}</legend>
      <p className="manage-hint">{t('blog.tagsHint')}</p>
      {tags.map((tag, index) => (
        // Rows have no id of their own until saved; their place is their identity while editing.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className="console-row">
          <TextField
            label={t('blog.tagEn', { n: index + 1 })}
            value={tag.name_en}
            maxLength={40}
            onChange={(name_en) => change(index, { name_en })}
          />
          <TextField
            label={t('blog.tagZh', { n: index + 1 })}
            value={tag.name_zh}
            maxLength={40}
            lang="zh-HK"
            onChange={(name_zh) => change(index, { name_zh })}
          />
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChange(tags.filter((_, i) => i !== index))}
          >
            {t('blog.tagRemove', { n: index + 1 })}
          </button>
        </div>
      ))}
      <div className="console-row">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange([...tags, { name_en: '', name_zh: '' }])}
        >
          {t('blog.tagAdd')}
        </button>
      </div>
    </fieldset>
  );
}
