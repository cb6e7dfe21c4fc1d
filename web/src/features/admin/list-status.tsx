import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ListStatusProps {
  loading: boolean;
  failed: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The three states every console list has besides its rows: loading, failed, nothing found. */
export function ListStatus({ loading, failed, empty, emptyText, onRetry, children }: ListStatusProps) {
  const { t } = useTranslation('admin');
  if (loading)
    return (
      <div className="console-skeleton" role="status">
        <span className="visually-hidden">{t('layout.loading')}</span>
        {[0, 1, 2, 3].map((row) => (
          <span key={row} className="console-skeleton__row" aria-hidden="true" />
        ))}
      </div>
    );
  if (failed)
    return (
      <div className="console-empty" role="alert">
        <p>{t('layout.loadFailed')}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {t('layout.retry')}
        </button>
      </div>
    );
  if (empty) return <p className="console-empty">{emptyText}</p>;
  return children;
}
