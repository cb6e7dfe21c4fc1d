import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pageRange, pageWindow } from '../pagination.ts';
import './pager.css';

interface PagerProps {
  page: number;
  pageCount: number;
  /** Names the navigation when a page has more than one pager; "Pages" otherwise. */
  label?: string;
  /** Each page has an address of its own (the shop, the blog): numbered links, with gaps. */
  hrefFor?: (page: number) => string;
  /** Or previous and next ask for a page; between them "21–40 of 85" when `rows` is given, else "Page 2 of 5". */
  onPage?: (page: number) => void;
  rows?: { pageSize: number; total: number };
  /** While a page loads, previous and next wait. */
  busy?: boolean;
}

/** The one pager: previous, the pages or where the list stands, next. Nothing when one page holds everything. */
export function Pager({ page, pageCount, label, hrefFor, onPage, rows, busy = false }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1 && page <= 1) return null;
  const previous = (
    <>
      <span aria-hidden="true">← </span>
      {t('pager.previous')}
    </>
  );
  const next = (
    <>
      {t('pager.next')}
      <span aria-hidden="true"> →</span>
    </>
  );
  if (hrefFor) {
    return (
      <nav className="pager" aria-label={label ?? t('pager.label')}>
        <ul className="pager__list">
          {page > 1 && (
            <li>
              <Link to={hrefFor(page - 1)} className="pager__link" rel="prev">
                {previous}
              </Link>
            </li>
          )}
          {pageWindow(page, pageCount).map((entry, index) =>
            entry === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
              <li key={`gap-${index}`} className="pager__gap" aria-hidden="true">
                …
              </li>
            ) : (
              <li key={entry}>
                <Link
                  to={hrefFor(entry)}
                  className="pager__link"
                  aria-current={entry === page ? 'page' : undefined}
                  aria-label={t('pager.page', { n: entry })}
                >
                  {entry}
                </Link>
              </li>
            ),
          )}
          {page < pageCount && (
            <li>
              <Link to={hrefFor(page + 1)} className="pager__link" rel="next">
                {next}
              </Link>
            </li>
          )}
        </ul>
      </nav>
    );
  }
  return (
    <nav className="pager pager--steps" aria-label={label ?? t('pager.label')}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1 || busy}
        onClick={() => onPage?.(page - 1)}
      >
        {previous}
      </button>
      <p className="pager__status" aria-live="polite">
        {busy && <span className="spinner" aria-hidden="true" />}
        {rows
          ? t('pager.range', { ...pageRange(page, rows.pageSize, rows.total), total: rows.total })
          : t('pager.status', { page, total: pageCount })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount || busy}
        onClick={() => onPage?.(page + 1)}
      >
        {next}
      </button>
    </nav>
  );
}
