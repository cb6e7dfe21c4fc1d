import { SECTION_KEYS, type SectionKey } from '@shop/contract/content/content.calls';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { blankSectionItem } from '../../../../shared/blank-section-item.ts';
import { ConsolePageHead } from '../../console-page-head.tsx';
import { ListStatus } from '../../list-status.tsx';
import { SelectField } from '../console-fields.tsx';
import { useAdminContentGetQuery } from '../manage.endpoints.ts';
import { BlogPostsCard } from './blog-posts-card.tsx';
import { SectionItemForm } from './section-item-form.tsx';
import '../manage.css';

const isSectionKey = (key: string | null): key is SectionKey =>
  (SECTION_KEYS as readonly string[]).includes(key ?? '');

/** The website's sections (pick one, edit each item in both languages, or add one) and the blog. */
export function ContentPage() {
  const { t } = useTranslation('admin-manage');
  const [params, setParams] = useSearchParams();
  const key: SectionKey = isSectionKey(params.get('section'))
    ? (params.get('section') as SectionKey)
    : 'about_us';
  const query = useAdminContentGetQuery();
  const { data } = query;
  const section = data?.website_sections.find((s) => s.section_key === key);
  const items = section?.section_items ?? [];
  const [notice, setNotice] = useState<'saved' | 'savedCleaned' | 'removed' | null>(null);
  const onSaved = (removedMarkup: boolean) => setNotice(removedMarkup ? 'savedCleaned' : 'saved');
  const onRemoved = () => setNotice('removed');

  return (
    <>
      <ConsolePageHead title={t('content.title')} lead={t('content.lead')} />
      <SelectField
        label={t('content.section')}
        value={key}
        options={SECTION_KEYS.map((k) => ({ value: k, label: k }))}
        onChange={(next) => {
          setNotice(null);
          setParams({ section: next });
        }}
      />
      <p className="console-done" role="status">
        {notice === null ? null : t(`content.${notice}`)}
      </p>
      <ListStatus query={query}>
        {data && (
          <div className="console-stack" key={key}>
            {items.map((item, index) => (
              <SectionItemForm
                key={`${item.id}-${item.sort_order}`}
                sectionKey={key}
                item={item}
                legend={t('content.item', { n: index + 1 })}
                onSaved={onSaved}
                onRemoved={onRemoved}
              />
            ))}
            <SectionItemForm
              key={`new-${items.length}`}
              sectionKey={key}
              item={blankSectionItem(items.length)}
              legend={t('content.newItem')}
              onSaved={onSaved}
            />
          </div>
        )}
        {data && <BlogPostsCard posts={data.blog_posts} />}
      </ListStatus>
    </>
  );
}
