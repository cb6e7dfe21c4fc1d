import type { BlogPostSummary } from '@shop/contract/content/content.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { paths } from '../../../shared/paths.ts';
import { Skeleton, SkeletonLines } from '../../../shared/ui/skeleton.tsx';
import { ContentImage } from '../content-image.tsx';
import { PostMeta } from './post-meta.tsx';
import './blog-list.css';

/**
 * One post in a list: picture, date, title and excerpt; the title is the link. The first card's
 * picture is the list's largest paint, so it is fetched at once (`priority`).
 */
export function BlogCard({ post, priority = false }: { post: BlogPostSummary; priority?: boolean }) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const title = pick(post, 'title');
  const to = paths.blogPost(post.slug);
  return (
    <article className="blog-card panel">
      {post.image && (
        // The title link below carries the name; this one only enlarges the target.
        <Link to={to} tabIndex={-1} aria-hidden="true" className="blog-card__image-link">
          <ContentImage
            src={post.image}
            alt={title}
            size="scene"
            priority={priority}
            className="blog-card__image"
          />
        </Link>
      )}
      <div className="blog-card__body">
        <PostMeta post={post} withAuthor={false} />
        <h2 className="blog-card__title">
          <Link to={to}>{title}</Link>
        </h2>
        <p className="blog-card__excerpt">{pick(post, 'excerpt')}</p>
        <Link to={to} className="blog-card__more" aria-label={t('blog.readMoreAbout', { title })}>
          {t('blog.readMore')}
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}

export function BlogCardSkeleton() {
  return (
    <div className="blog-card panel" aria-hidden="true">
      <Skeleton shape="image" className="blog-card__image" />
      <div className="blog-card__body">
        <Skeleton shape="eyebrow" />
        <Skeleton shape="heading" />
        <SkeletonLines />
      </div>
    </div>
  );
}
