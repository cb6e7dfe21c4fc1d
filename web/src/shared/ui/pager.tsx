import type { ReactNode } from 'react';
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
  /**
   * The id of the element holding the list (focusable, class `pager-target`): following a page
   * link moves the focus and the view to its top, instead of leaving the shopper at the bottom of
   * the new page where the pager was.
   */
  listId?: string;
}

/** Brings the top of the list into view, with the focus, as a page link is followed. */
function toListTop(listId: string | undefined) {
  const list = listId ? document.getElementById(listId) : null;
  if (!list) return;
  list.focus({ preventScroll: true });
  list.scrollIntoView({ block: 'start' });
}

/** The one pager: previous, the pages or where the list stands, next. Nothing when one page holds everything. */
export function Pager({ page, pageCount, label, hrefFor, onPage, rows, busy = false, listId }: PagerProps) {
  const { t } = useTranslation();
  // Past the last page the list itself says so and links to the first and the last page.
  if ((pageCount <= 1 && page <= 1) || (hrefFor && page > pageCount)) return null;
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
    const step = (to: number, rel: 'prev' | 'next', words: ReactNode) => (
      <li>
        <Link to={hrefFor(to)} className="pager__link" rel={rel} onClick={() => toListTop(listId)}>
          {words}
        </Link>
      </li>
    );
    return (
      <nav className="pager" aria-label={label ?? t('pager.label')}>
        <ul className="pager__list">
          {page > 1 && step(page - 1, 'prev', previous)}
          {pageWindow(page, pageCount).map((entry, index) =>
            entry === 'gap' ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: at most two gaps, told apart by position
              <li key={`gap-${index}`} className="pager__gap pager__number" aria-hidden="true">
                …
              </li>
            ) : (
              <li
                key={entry}
                className={entry === page ? 'pager__number pager__number--current' : 'pager__number'}
              >
                <Link
                  to={hrefFor(entry)}
                  className="pager__link"
                  aria-current={entry === page ? 'page' : undefined}
                  aria-label={t('pager.page', { n: entry })}
                  onClick={() => toListTop(listId)}
                >
                  {entry}
                </Link>
              </li>
            ),
          )}
          {/* On a phone the numbers give way to where the list stands, so previous and next stay on one row. */}
          <li className="pager__phone-status" aria-hidden="true">
            {t('pager.status', { page, total: pageCount })}
          </li>
          {page < pageCount && step(page + 1, 'next', next)}
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
