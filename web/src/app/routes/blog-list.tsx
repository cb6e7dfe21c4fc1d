import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { BlogCard, BlogCardSkeleton } from '../../features/content/blog/blog-card.tsx';
import { blogLayoutOf } from '../../features/content/blog/blog-index.ts';
import { BlogSidebar } from '../../features/content/blog/blog-sidebar.tsx';
import { useBlogPostsQuery } from '../../features/content/content.endpoints.ts';
import { PageHero } from '../../features/content/page-hero.tsx';
import { pageCount, pageFromQuery, pageOffset } from '../../shared/pagination.ts';
import { Pager } from '../../shared/ui/pager.tsx';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';

/** Posts per page on the blog lists. */
const BLOG_PAGE_SIZE = 6;

/** /blog-standard, /blog-no-sidebar and /blog-right-sidebar: one list, the path places the sidebar. */
export default function BlogList() {
  const { t } = useTranslation('pages');
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const layout = blogLayoutOf(pathname);
  const page = pageFromQuery(searchParams.get('page'));
  const { data, currentData } = useBlogPostsQuery({
    limit: BLOG_PAGE_SIZE,
    offset: pageOffset(page, BLOG_PAGE_SIZE),
  });
  usePageHead({ title: t('blog.title'), description: t('blog.description') });

  // currentData is only ever this page's answer, so the last page's cards never show under a new number.
  const posts = currentData?.posts;
  return (
    <>
      <Breadcrumb trail={[{ label: t('blog.title') }]} />
      <PageHero eyebrow={t('blog.eyebrow')} title={t('blog.heading')} subtitle={t('blog.intro')} />
      <div className={`container blog-layout blog-layout--${layout}`}>
        <div aria-busy={!posts}>
          {posts && posts.length === 0 ? (
            <p className="blog-empty">
              {t('blog.empty')} <Link to={pathname}>{t('blog.firstPage')}</Link>
            </p>
          ) : (
            <div className="blog-grid">
              {posts
                ? posts.map((post) => <BlogCard key={post.id} post={post} />)
                : [1, 2, 3].map((n) => <BlogCardSkeleton key={n} />)}
            </div>
          )}
          <Pager
            page={page}
            pageCount={pageCount(data?.total_rows ?? 0, BLOG_PAGE_SIZE)}
            hrefFor={(n) => `${pathname}?page=${n}`}
          />
        </div>
        {layout !== 'no-sidebar' && <BlogSidebar />}
      </div>
    </>
  );
}
