import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageWindow } from './pagination.ts';
import './blog-list.css';

interface PaginationNavProps {
  page: number;
  count: number;
  /** The link to a page of the list, e.g. `?page=3`. */
  hrefFor: (page: number) => string;
}

/** Previous, numbered pages with gaps, next. Nothing when everything fits on one page. */
export function PaginationNav({ page, count, hrefFor }: PaginationNavProps) {
  const { t } = useTranslation('pages');
  if (count <= 1) return null;
  return (
    <nav className="pagination" aria-label={t('pagination.label')}>
      <ul className="pagination__list">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} className="pagination__link" rel="prev">
              <span aria-hidden="true">← </span>
              {t('pagination.previous')}
            </Link>
          </li>
        )}
        {pageWindow(page, count).map((entry, index) =>
          entry === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={entry}>
              <Link
                to={hrefFor(entry)}
                className="pagination__link"
                aria-current={entry === page ? 'page' : undefined}
                aria-label={t('pagination.page', { n: entry })}
              >
                {entry}
              </Link>
            </li>
          ),
        )}
        {page < count && (
          <li>
            <Link to={hrefFor(page + 1)} className="pagination__link" rel="next">
              {t('pagination.next')}
              <span aria-hidden="true"> →</span>
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
