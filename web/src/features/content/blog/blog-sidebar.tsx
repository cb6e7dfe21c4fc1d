import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { paths } from '../../../shared/paths.ts';
import { SkeletonLines } from '../../../shared/ui/skeleton.tsx';
import { useBlogPostsQuery } from '../content.endpoints.ts';
import { BLOG_INDEX, popularTags } from './blog-index.ts';
import { PostMeta, PostTags } from './post-meta.tsx';
import './blog-list.css';

const RECENT_COUNT = 4;

/** Recent posts and the tags in use, from the one cached list of every post. */
export function BlogSidebar() {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const { data } = useBlogPostsQuery(BLOG_INDEX);
  const [searchParams] = useSearchParams();
  const posts = data?.posts ?? [];
  return (
    <aside className="blog-sidebar" aria-label={t('blog.sidebar')}>
      <section className="blog-sidebar__panel panel">
        <h2 className="blog-sidebar__heading">{t('blog.recent')}</h2>
        {data ? (
          <ul className="blog-sidebar__recent">
            {posts.slice(0, RECENT_COUNT).map((post) => (
              <li key={post.id}>
                <Link to={paths.blogPost(post.slug)}>{pick(post, 'title')}</Link>
                <PostMeta post={post} withAuthor={false} />
              </li>
            ))}
          </ul>
        ) : (
          <SkeletonLines lines={4} />
        )}
      </section>
      {posts.length > 0 && (
        <section className="blog-sidebar__panel panel">
          <h2 className="blog-sidebar__heading">{t('blog.tags')}</h2>
          <PostTags
            tags={popularTags(posts)}
            label={t('blog.tags')}
            current={searchParams.get('tag') ?? undefined}
          />
        </section>
      )}
    </aside>
  );
}
