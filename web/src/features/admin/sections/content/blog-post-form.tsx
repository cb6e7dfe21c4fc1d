import type { BlogPost } from '@shop/contract/content/content.calls';
import { hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { consoleErrorMessage } from '../../console-error.ts';
import { useConsoleFormat } from '../../console-format.ts';
import { TextField } from '../console-fields.tsx';
import { useAdminBlogPostSaveMutation } from '../manage.endpoints.ts';
import { RemoveContent } from './remove-content.tsx';
import { RichTextField } from './rich-text-field.tsx';

type Draft = Omit<BlogPost, 'id' | 'tags' | 'published_at'> & {
  id?: number;
  tags: string;
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
  tags: post?.tags.join(', ') ?? '',
  // The Hong Kong day it goes out; a day ahead keeps the post hidden until then.
  published_on: hongKongNow(post ? new Date(post.published_at) : new Date()).day,
});

/** A blog post in both languages, its text limited to the shop's allow-list, dated to go out. */
export function BlogPostForm({ post, onRemoved }: { post?: BlogPost; onRemoved?: () => void }) {
  const { t } = useTranslation('admin-manage');
  const { pick } = useConsoleFormat();
  const [draft, setDraft] = useState(() => draftOf(post));
  const [save, { isLoading, error, reset, data }] = useAdminBlogPostSaveMutation();
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const text = (key: keyof Draft) => (value: string) => set({ [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    reset();
    const { published_on, tags, ...rest } = draft;
    await save({
      ...rest,
      tags: tags
        .split(/[,，、]/)
        .map((tag) => tag.trim())
        .filter(Boolean),
      published_at: hongKongMidnight(published_on),
    });
  };

  return (
    <form
      className="console-card manage-stack"
      onSubmit={submit}
      aria-label={post ? post.title_en : t('blog.new')}
      noValidate
    >
      <div className="manage-grid">
        <TextField label={t('blog.slug')} value={draft.slug} onChange={text('slug')} maxLength={120} />
        <TextField
          label={t('blog.publishedOn')}
          type="date"
          value={draft.published_on}
          onChange={text('published_on')}
        />
        <TextField
          label={t('content.titleEn')}
          value={draft.title_en}
          onChange={text('title_en')}
          maxLength={200}
        />
        <TextField
          label={t('content.titleZh')}
          lang="zh-HK"
          value={draft.title_zh}
          onChange={text('title_zh')}
          maxLength={200}
        />
        <TextField
          label={t('blog.excerptEn')}
          multiline
          value={draft.excerpt_en}
          onChange={text('excerpt_en')}
          maxLength={500}
        />
        <TextField
          label={t('blog.excerptZh')}
          lang="zh-HK"
          multiline
          value={draft.excerpt_zh}
          onChange={text('excerpt_zh')}
          maxLength={500}
        />
        <TextField
          label={t('blog.authorEn')}
          value={draft.author_en}
          onChange={text('author_en')}
          maxLength={80}
        />
        <TextField
          label={t('blog.authorZh')}
          lang="zh-HK"
          value={draft.author_zh}
          onChange={text('author_zh')}
          maxLength={80}
        />
        <TextField
          label={t('content.image')}
          value={draft.image}
          onChange={text('image')}
          hint={t('content.imageHint')}
        />
        <TextField label={t('product.tags')} value={draft.tags} onChange={text('tags')} />
      </div>
      <div className="manage-grid">
        <RichTextField
          label={t('content.bodyEn')}
          lang="en"
          value={draft.content_en}
          onChange={text('content_en')}
        />
        <RichTextField
          label={t('content.bodyZh')}
          lang="zh-HK"
          value={draft.content_zh}
          onChange={text('content_zh')}
        />
      </div>
      <div className="manage-row">
        <button type="submit" className="button" disabled={isLoading}>
          {t('blog.save')}
        </button>
        {post && (
          <RemoveContent kind="blog_post" id={post.id} name={pick(post, 'title')} onRemoved={onRemoved} />
        )}
      </div>
      <div className="console-alert" role="alert">
        {error ? consoleErrorMessage(error) : null}
      </div>
      <p className="console-done" role="status">
        {data ? t(data.removed_markup ? 'content.savedCleaned' : 'content.saved') : null}
      </p>
    </form>
  );
}
