import type { BlogPost } from '@shop/contract/content/content.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
import { SelectField } from '../console-fields.tsx';
import { BlogPostForm } from './blog-post-form.tsx';

/** The blog: pick a post (or a new one) and edit it. */
export function BlogPostsCard({ posts }: { posts: BlogPost[] }) {
  const { t } = useTranslation('admin-manage');
  const { pick, instant } = useConsoleFormat();
  const id = useId();
  const [chosen, setChosen] = useState<number | 'new'>(posts[0]?.id ?? 'new');
  const [removed, setRemoved] = useState(false);
  // A removed post leaves the list: show the newest one left (or a new one) instead.
  const post = chosen === 'new' ? undefined : (posts.find((p) => p.id === chosen) ?? posts[0]);
  return (
    <section className="console-stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('blog.title')}</h2>
      <SelectField
        label={t('blog.post')}
        value={String(post?.id ?? 'new')}
        options={[
          ...posts.map((p) => ({
            value: String(p.id),
            label: `${pick(p, 'title')} · ${instant(p.published_at)}`,
          })),
          { value: 'new', label: t('blog.new') },
        ]}
        onChange={(value) => {
          setRemoved(false);
          setChosen(value === 'new' ? 'new' : Number(value));
        }}
      />
      <p className="console-done" role="status">
        {removed ? t('blog.removed') : null}
      </p>
      <BlogPostForm
        key={post ? `${post.id}-${post.published_at}-${post.title_en}` : `new-${posts.length}`}
        post={post}
        onRemoved={() => setRemoved(true)}
      />
    </section>
  );
}
