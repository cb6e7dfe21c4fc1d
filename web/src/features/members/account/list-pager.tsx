import { useTranslation } from 'react-i18next';

interface ListPagerProps {
  page: number;
  pageCount: number;
  busy: boolean;
  onPage: (page: number) => void;
  label: string;
}

/** Previous and next for an account list; the page it is on is announced as it changes. */
export function ListPager({ page, pageCount, busy, onPage, label }: ListPagerProps) {
  const { t } = useTranslation('account');
  if (pageCount <= 1) return null;
  return (
    <nav className="list-pager" aria-label={label}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page <= 1 || busy}
        onClick={() => onPage(page - 1)}
      >
        <span aria-hidden="true">← </span>
        {t('pager.previous')}
      </button>
      <p className="list-pager__status" aria-live="polite">
        {busy && <span className="spinner" aria-hidden="true" />}
        {t('pager.status', { page, total: pageCount })}
      </p>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount || busy}
        onClick={() => onPage(page + 1)}
      >
        {t('pager.next')}
        <span aria-hidden="true"> →</span>
      </button>
    </nav>
  );
}

export const pageCountOf = (totalRows: number, pageSize: number) =>
  Math.max(1, Math.ceil(totalRows / pageSize));
