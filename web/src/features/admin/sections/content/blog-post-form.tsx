import type { BlogPost } from '@shop/contract/content/content.calls';
import { hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { ConsoleOutcome } from '../../console-outcome.tsx';
import { useDraft } from '../../use-draft.ts';
import { bilingual, DraftFields } from '../console-fields.tsx';
import { useAdminBlogPostSaveMutation } from '../manage.endpoints.ts';
import { RemoveContent } from './remove-content.tsx';
import { RichTextPair } from './rich-text-field.tsx';
import { type TagLabels, TagLabelsField } from './tag-labels-field.tsx';

type Draft = Omit<BlogPost, 'id' | 'tags' | 'published_at'> & {
  id?: number;
  tags: TagLabels[];
  published_on: string;
};

const draftOf = (post?: BlogPost): Draft => ({
  ...(post ? { id: post.id } : {}),
  slug: post?.slug ?? '',
  title_en: post?.title_en ?? '',
  title_zh: post?.title_zh ?? '',
  excerpt_en: post?.excerpt_en ?? '',
  excerpt_zh: post?.excerpt_zh ?? '',
  content_en: post?.content_en ?? '',
  content_zh: post?.content_zh ?? '',
  image: post?.image ?? '',
  author_en: post?.author_en ?? '',
  author_zh: post?.author_zh ?? '',
  tags: post?.tags.map(({ name_en, name_zh }) => ({ name_en, name_zh })) ?? [],
  // The Hong Kong day it goes out; a day ahead keeps the post hidden until then.
  published_on: hongKongNow(post ? new Date(post.published_at) : new Date()).day,
});

/** A blog post in both languages, its text limited to the shop's allow-list, dated to go out. */
export function BlogPostForm({ post, onRemoved }: { post?: BlogPost; onRemoved?: () => void }) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [draft, set] = useDraft(() => draftOf(post));
  const [save, { isLoading, error, reset, data }] = useAdminBlogPostSaveMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const { published_on, tags, ...rest } = draft;
    await save({
      ...rest,
      // A row left blank is no tag; a half-filled one is refused by the server, naming it.
      tags: tags.filter((tag) => tag.name_en.trim() !== '' || tag.name_zh.trim() !== ''),
      published_at: hongKongMidnight(published_on),
    });
  };

  return (
    <form
      className="console-card console-stack"
      onSubmit={submit}
      aria-label={post ? post.title_en : t('blog.new')}
      noValidate
    >
      <div className="manage-grid">
        <DraftFields
          draft={draft}
          onChange={(key, value) => set({ [key]: value })}
          fields={[
            { key: 'slug', label: t('blog.slug'), maxLength: 120 },
            { key: 'published_on', label: t('blog.publishedOn'), type: 'date' },
            ...bilingual('title', [t('content.titleEn'), t('content.titleZh')], { maxLength: 200 }),
            ...bilingual('excerpt', [t('blog.excerptEn'), t('blog.excerptZh')], {
              multiline: true,
              maxLength: 500,
            }),
            ...bilingual('author', [t('blog.authorEn'), t('blog.authorZh')], { maxLength: 80 }),
            { key: 'image', label: t('content.image'), hint: t('content.imageHint') },
          ]}
        />
      </div>
      <TagLabelsField tags={draft.tags} onChange={(tags) => set({ tags })} />
      <RichTextPair
        labels={[t('content.bodyEn'), t('content.bodyZh')]}
        values={[draft.content_en, draft.content_zh]}
        onChange={(language, value) => set({ [`content_${language}`]: value })}
      />
      <div className="console-row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('blog.save')}
        </button>
        {post && (
          <RemoveContent kind="blog_post" id={post.id} name={pick(post, 'title')} onRemoved={onRemoved} />
        )}
      </div>
      <ConsoleOutcome
        error={error}
        done={data ? t(data.removed_markup ? 'content.savedCleaned' : 'content.saved') : null}
      />
    </form>
  );
}
