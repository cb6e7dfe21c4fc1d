import type { BlogPost } from '@shop/contract/content/content.calls';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { BlogArticle, BlogArticleSkeleton } from '../../features/content/blog/blog-article.tsx';
import { BLOG_INDEX } from '../../features/content/blog/blog-index.ts';
import { PostNeighboursNav } from '../../features/content/blog/post-neighbours-nav.tsx';
import { useBlogPostQuery, useBlogPostsQuery } from '../../features/content/content.endpoints.ts';
import { useLocalised } from '../../i18n/localised.ts';
import { paths } from '../../shared/paths.ts';
import { Breadcrumb } from '../layout/breadcrumb.tsx';
import { usePageHead } from '../layout/page-head.tsx';
import NotFound from './not-found.tsx';

/** /blog-details-standard/:slug, and the bare path shows the newest post. */
export default function BlogDetails() {
  const { slug } = useParams();
  const { data: index, isLoading } = useBlogPostsQuery(BLOG_INDEX, { skip: Boolean(slug) });
  const target = slug ?? index?.posts[0]?.slug;
  if (target) return <PostPage key={target} slug={target} />;
  return isLoading ? <LoadingPost /> : <NotFound />;
}

function useBlogCrumb() {
  const { t } = useTranslation('pages');
  return { label: t('blog.title'), to: paths.blog() };
}

function LoadingPost() {
  return (
    <>
      <Breadcrumb trail={[useBlogCrumb()]} />
      <BlogArticleSkeleton />
    </>
  );
}

function PostPage({ slug }: { slug: string }) {
  const { data, error } = useBlogPostQuery(slug);
  // The base query has already said what went wrong; a missing post reads as any missing page.
  if (error && 'status' in error && error.status === 404) return <NotFound />;
  if (!data) return <LoadingPost />;
  return <LoadedPost post={data.post} />;
}

function LoadedPost({ post }: { post: BlogPost }) {
  const pick = useLocalised();
  const title = pick(post, 'title');
  usePageHead({ title, description: pick(post, 'excerpt') });
  return (
    <>
      <Breadcrumb trail={[useBlogCrumb(), { label: title }]} />
      <BlogArticle post={post} />
      <PostNeighboursNav slug={post.slug} />
    </>
  );
}
