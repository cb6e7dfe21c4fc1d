import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../../i18n/localised.ts';
import { paths } from '../../../shared/paths.ts';
import { useBlogPostsQuery } from '../content.endpoints.ts';
import { BLOG_INDEX, postNeighbours } from './blog-index.ts';
import './blog-article.css';

/** The older and the newer post around this one, so a reader can keep going. */
export function PostNeighboursNav({ slug }: { slug: string }) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const { data } = useBlogPostsQuery(BLOG_INDEX);
  const { previous, next } = postNeighbours(data?.posts ?? [], slug);
  if (!previous && !next) return null;
  return (
    <nav className="container post-neighbours" aria-label={t('blog.morePosts')}>
      {previous && (
        <Link to={paths.blogPost(previous.slug)} className="post-neighbours__link panel" rel="prev">
          <span className="post-neighbours__label">← {t('blog.previous')}</span>
          <span className="post-neighbours__title">{pick(previous, 'title')}</span>
        </Link>
      )}
      {next && (
        <Link
          to={paths.blogPost(next.slug)}
          className="post-neighbours__link post-neighbours__link--next panel"
          rel="next"
        >
          <span className="post-neighbours__label">{t('blog.next')} →</span>
          <span className="post-neighbours__title">{pick(next, 'title')}</span>
        </Link>
      )}
    </nav>
  );
}
