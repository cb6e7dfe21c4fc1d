import type { BlogPost } from '@shop/contract/content/content.calls';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../../console-format.ts';
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
    <section className="manage-stack" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{t('blog.title')}</h2>
      <label className="console-field" htmlFor={id}>
        <span className="console-field__label">{t('blog.post')}</span>
        <select
          id={id}
          className="input"
          value={post?.id ?? 'new'}
          onChange={(e) => {
            setRemoved(false);
            setChosen(e.target.value === 'new' ? 'new' : Number(e.target.value));
          }}
        >
          {posts.map((p) => (
            <option key={p.id} value={p.id}>
              {`${pick(p, 'title')} · ${instant(p.published_at)}`}
            </option>
          ))}
          <option value="new">{t('blog.new')}</option>
        </select>
      </label>
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
