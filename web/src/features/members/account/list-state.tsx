import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** A way onwards from an empty list, e.g. to the shop. */
  emptyAction?: ReactNode;
  onRetry: () => void;
  /** Rows of the skeleton while the first answer is on its way. */
  rows?: number;
  children: ReactNode;
}

/** The states every account list has: a skeleton while loading, a failure with a retry, empty, or the list. */
export function ListState({
  loading,
  failed,
  empty,
  emptyText,
  emptyAction,
  onRetry,
  rows = 3,
  children,
}: ListStateProps) {
  const { t } = useTranslation('account');
  if (loading) {
    return (
      <div className="list-skeleton" aria-busy="true">
        <span className="visually-hidden">{t('list.loading')}</span>
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
          <span key={i} className="list-skeleton__row" aria-hidden="true" />
        ))}
      </div>
    );
  }
  if (failed) {
    return (
      <div className="list-note" role="alert">
        <p>{t('list.failed')}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('list.retry')}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className="list-note">
        <p>{emptyText}</p>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
