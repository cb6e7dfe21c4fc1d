import type { SectionItem, SectionKey } from '@shop/contract/content/content.calls';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useDraft } from '../../use-draft.ts';
import { bilingual, DraftFields } from '../console-fields.tsx';
import { useAdminSectionItemSaveMutation } from '../manage.endpoints.ts';
import { RemoveContent } from './remove-content.tsx';
import { RichTextPair } from './rich-text-field.tsx';

type Draft = Omit<SectionItem, 'id'> & { id?: number };

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
  const [draft, set] = useDraft(item);
  const [save, { isLoading, error, reset }] = useAdminSectionItemSaveMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const result = await save({ ...draft, section_key: sectionKey });
    if (result.data) onSaved(result.data.removed_markup);
  };

  return (
    <form className="console-card console-stack" onSubmit={submit} aria-label={legend} noValidate>
      <h2 className="console-card__title">{legend}</h2>
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            ...bilingual('title', [t('content.titleEn'), t('content.titleZh')], { maxLength: 200 }),
            ...bilingual('subtitle', [t('content.subtitleEn'), t('content.subtitleZh')], { maxLength: 300 }),
          ]}
        />
      </div>
      <RichTextPair
        labels={[t('content.bodyEn'), t('content.bodyZh')]}
        values={[draft.content_en, draft.content_zh]}
        onChange={(language, value) => set({ [`content_${language}`]: value })}
      />
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            { key: 'image', label: t('content.image'), hint: t('content.imageHint') },
            { key: 'link', label: t('content.link'), hint: t('content.linkHint') },
          ]}
        />
      </div>
      <div className="console-row">
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
      <ConsoleOutcome error={error} />
    </form>
  );
}
