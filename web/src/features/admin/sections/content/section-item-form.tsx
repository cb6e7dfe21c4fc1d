import type { SectionItem, SectionKey } from '@shop/contract/content/content.calls';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from '../../console-error.ts';
import { useConsoleFormat } from '../../console-format.ts';
import { TextField } from '../console-fields.tsx';
import { useAdminSectionItemSaveMutation } from '../manage.endpoints.ts';
import { RemoveContent } from './remove-content.tsx';
import { RichTextField } from './rich-text-field.tsx';

type Draft = Omit<SectionItem, 'id'> & { id?: number };

export const emptyItem = (sortOrder: number): Draft => ({
  title_en: '',
  title_zh: '',
  subtitle_en: '',
  subtitle_zh: '',
  content_en: '',
  content_zh: '',
  image: '',
  image_alt_en: '',
  image_alt_zh: '',
  link: '',
  sort_order: sortOrder,
});

/** One item of a website section in both languages; the server keeps only allowed markup. */
interface SectionItemFormProps {
  sectionKey: SectionKey;
  item: Draft;
  legend: string;
  /** A new item's form starts empty again after a save, so the page keeps the notice. */
  onSaved: (removedMarkup: boolean) => void;
  onRemoved?: () => void;
}

export function SectionItemForm({ sectionKey, item, legend, onSaved, onRemoved }: SectionItemFormProps) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [draft, setDraft] = useState(item);
  const [save, { isLoading, error, reset }] = useAdminSectionItemSaveMutation();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await save({ ...draft, section_key: sectionKey });
    if (result.data) onSaved(result.data.removed_markup);
  };

  return (
    <form className="console-card manage-stack" onSubmit={submit} aria-label={legend} noValidate>
      <h2 className="console-card__title">{legend}</h2>
      <div className="manage-grid">
        <TextField
          label={t('content.titleEn')}
          value={draft.title_en}
          onChange={(title_en) => set({ title_en })}
          maxLength={200}
        />
        <TextField
          label={t('content.titleZh')}
          lang="zh-HK"
          value={draft.title_zh}
          onChange={(title_zh) => set({ title_zh })}
          maxLength={200}
        />
        <TextField
          label={t('content.subtitleEn')}
          value={draft.subtitle_en}
          onChange={(subtitle_en) => set({ subtitle_en })}
          maxLength={300}
        />
        <TextField
          label={t('content.subtitleZh')}
          lang="zh-HK"
          value={draft.subtitle_zh}
          onChange={(subtitle_zh) => set({ subtitle_zh })}
          maxLength={300}
        />
      </div>
      <div className="manage-grid">
        <RichTextField
          label={t('content.bodyEn')}
          lang="en"
          value={draft.content_en}
          onChange={(content_en) => set({ content_en })}
        />
        <RichTextField
          label={t('content.bodyZh')}
          lang="zh-HK"
          value={draft.content_zh}
          onChange={(content_zh) => set({ content_zh })}
        />
      </div>
      <div className="manage-grid">
        <TextField
          label={t('content.image')}
          value={draft.image}
          onChange={(image) => set({ image })}
          hint={t('content.imageHint')}
        />
        <TextField
          label={t('content.link')}
          value={draft.link}
          onChange={(link) => set({ link })}
          hint={t('content.linkHint')}
        />
      </div>
      <div className="manage-row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('content.save')}
        </button>
        {item.id !== undefined && (
          <RemoveContent
            kind="section_item"
            id={item.id}
            name={pick(item, 'title') || legend}
            onRemoved={onRemoved}
          />
        )}
      </div>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
    </form>
  );
}
