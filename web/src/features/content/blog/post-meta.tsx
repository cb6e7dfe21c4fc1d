import type { BlogPostSummary, BlogTag } from '@shop/contract/content/content.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { paths } from '../../../shared/paths.ts';
import { formatPostDate } from './blog-index.ts';
import './post-meta.css';

/** "5 March 2025 · Joanne Lau": when a post came out and who wrote it. */
export function PostMeta({ post, withAuthor = true }: { post: BlogPostSummary; withAuthor?: boolean }) {
  const { i18n } = useTranslation();
  const pick = useLocalised();
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <p className="post-meta">
      <time dateTime={post.published_at}>{formatPostDate(post.published_at, language)}</time>
      {withAuthor && (
        <>
          <span aria-hidden="true"> · </span>
          <span>{pick(post, 'author')}</span>
        </>
      )}
    </p>
  );
}

/**
 * A post's tags, written as the hashtags they are, in the reader's language; each lists its posts.
 * The tag the list is narrowed to (`current`) is marked as the page the reader is on.
 */
export function PostTags({
  tags,
  label,
  current,
}: {
  tags: readonly BlogTag[];
  label: string;
  current?: string;
}) {
  const pick = useLocalised();
  if (tags.length === 0) return null;
  return (
    <ul className="post-tags" aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.slug}>
          <Link
            className="post-tags__tag"
            to={paths.blogTag(tag.slug)}
            aria-current={tag.slug === current ? 'page' : undefined}
          >
            #{pick(tag, 'name')}
          </Link>
        </li>
      ))}
    </ul>
  );
}
