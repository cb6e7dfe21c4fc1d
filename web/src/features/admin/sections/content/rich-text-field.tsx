import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../../shared/ui/form-field.tsx';
import { useAdminRichTextPreviewQuery } from '../manage.endpoints.ts';
import { TOOLBAR_TAGS, type ToolbarTag, wrapSelection } from './rich-text-markup.ts';
import { useRichTextRenderer } from './rich-text-preview.tsx';

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  lang: 'en' | 'zh-HK';
}

/** Waits for typing to pause before asking the server for the cleaned text. */
function useSettled(value: string, ms = 400) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Rich text limited to the shop's allow-list: a toolbar that only writes allowed tags, and a preview
 * of what the server keeps (its own cleaning), drawn by the storefront's component.
 */
export function RichTextField({ label, value, onChange, lang }: RichTextFieldProps) {
  const { t } = useTranslation('admin-manage');
  const id = useId();
  const area = useRef<HTMLTextAreaElement>(null);
  const render = useRichTextRenderer();
  const settled = useSettled(value);
  const { data } = useAdminRichTextPreviewQuery({ html: settled });

  const apply = (tag: ToolbarTag | 'br') => {
    const el = area.current;
    if (!el) return;
    const edit = wrapSelection(value, el.selectionStart, el.selectionEnd, tag);
    onChange(edit.text);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(edit.start, edit.end);
    });
  };

  return (
    <div className="console-stack rich-text-field">
      <span className="manage-toolbar" role="toolbar" aria-label={t('content.toolbar', { field: label })}>
        {[...TOOLBAR_TAGS, 'br' as const].map((tag) => (
          <button key={tag} type="button" className="button button--ghost" onClick={() => apply(tag)}>
            {t(`content.tags.${tag}`)}
          </button>
        ))}
      </span>
      <FormField id={id} label={label} className="console-field">
        {(control) => (
          <textarea
            {...control}
            ref={area}
            className="input console-textarea"
            rows={6}
            lang={lang}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
      </FormField>
      <section className="manage-preview" aria-label={t('content.preview', { field: label })}>
        <div lang={lang}>{data ? render(data.html) : null}</div>
        {data?.removed_markup && <p className="manage-hint">{t('content.removedMarkup')}</p>}
      </section>
    </div>
  );
}

/** The English and Chinese text of one item, side by side. */
export function RichTextPair({
  labels: [labelEn, labelZh],
  values: [valueEn, valueZh],
  onChange,
}: {
  labels: [string, string];
  values: [string, string];
  onChange: (language: 'en' | 'zh', value: string) => void;
}) {
  return (
    <div className="manage-grid">
      <RichTextField label={labelEn} lang="en" value={valueEn} onChange={(value) => onChange('en', value)} />
      <RichTextField
        label={labelZh}
        lang="zh-HK"
        value={valueZh}
        onChange={(value) => onChange('zh', value)}
      />
    </div>
  );
}
