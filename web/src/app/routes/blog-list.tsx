import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BlogCard, BlogCardSkeleton } from '../../features/content/blog/blog-card.tsx';
import {
  BLOG_INDEX,
  BLOG_PAGE_SIZE,
  blogLayoutOf,
  blogListQuery,
} from '../../features/content/blog/blog-index.ts';
import { BlogSidebar } from '../../features/content/blog/blog-sidebar.tsx';
import { useBlogPostsQuery } from '../../features/content/content.endpoints.ts';
import { PageHero } from '../../features/content/page-hero.tsx';
import { useLocalised } from '../../i18n/localised.ts';
import { pageCount, pageFromQuery } from '../../shared/pagination.ts';
import { Pager } from '../../shared/ui/pager.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/**
 * /blog-standard, /blog-no-sidebar and /blog-right-sidebar: one list, the path places the sidebar;
 * `?tag=` narrows it to the posts carrying that tag.
 */
export default function BlogList() {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const layout = blogLayoutOf(pathname);
  const page = pageFromQuery(searchParams.get('page'));
  const tag = searchParams.get('tag') || undefined;
  const { data, currentData } = useBlogPostsQuery(blogListQuery(searchParams));
  // The tag's label comes from the one cached list of every post (the sidebar's), the slug until then.
  const { data: index } = useBlogPostsQuery(BLOG_INDEX, { skip: !tag });
  const known = index?.posts.flatMap((post) => post.tags).find((label) => label.slug === tag);
  const tagName = known ? pick(known, 'name') : tag;
  usePageHead({ title: t('blog.title'), description: t('blog.description') });

  const hrefFor = (n: number) => {
    const next = new URLSearchParams(tag ? { tag } : {});
    if (n > 1) next.set('page', String(n));
    const query = next.toString();
    return query ? `${pathname}?${query}` : pathname;
  };
  // currentData is only ever this page's answer, so the last page's cards never show under a new number.
  const posts = currentData?.posts;
  return (
    <>
      <Breadcrumb
        trail={
          tagName
            ? [{ label: t('blog.title'), to: pathname }, { label: t('blog.taggedCrumb', { tag: tagName }) }]
            : [{ label: t('blog.title') }]
        }
      />
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.heading')} subtitle={t('blog.intro')} />
      <div className={`container blog-layout blog-layout--${layout}`}>
        <section
          id="blog-posts"
          className="pager-target"
          aria-label={tagName ? t('blog.tagged', { tag: tagName }) : t('blog.posts')}
          aria-busy={!posts}
          tabIndex={-1}
        >
          {tagName && (
            <h2 className="blog-tagged">
              {t('blog.tagged', { tag: tagName })} <Link to={pathname}>{t('blog.allPosts')}</Link>
            </h2>
          )}
          {posts && posts.length === 0 ? (
            <p className="blog-empty">
              {/* A tag's first page says so; the way back to every post is in the heading above. */}
              {tag && page === 1 ? (
                t('blog.emptyTag')
              ) : (
                <>
                  {t('blog.empty')} <Link to={hrefFor(1)}>{t('blog.firstPage')}</Link>
                </>
              )}
            </p>
          ) : (
            <div className="blog-grid">
              {posts
                ? posts.map((post, i) => <BlogCard key={post.id} post={post} priority={i === 0} />)
                : [1, 2, 3].map((n) => <BlogCardSkeleton key={n} />)}
            </div>
          )}
          <Pager
            page={page}
            pageCount={pageCount(data?.total_rows ?? 0, BLOG_PAGE_SIZE)}
            hrefFor={hrefFor}
            listId="blog-posts"
          />
        </section>
        {layout !== 'no-sidebar' && <BlogSidebar />}
      </div>
    </>
  );
}
