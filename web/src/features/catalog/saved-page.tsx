import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import './catalog.css';
import './saved-page.css';

interface SavedPageProps {
  title: string;
  count: number;
  clearLabel: string;
  onClear: () => void;
  emptyText: string;
  children: ReactNode;
}

/** The wishlist and compare pages' frame: heading, count, clear-all, or the empty message. */
export function SavedPage({ title, count, clearLabel, onClear, emptyText, children }: SavedPageProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="container saved-page">
      <div className="saved-page__head">
        <h1 className="saved-page__title">{title}</h1>
        {count > 0 && (
          <>
            <p className="saved-page__count">{t('saved.count', { count })}</p>
            <button type="button" className="button button--ghost saved-page__clear" onClick={onClear}>
              {clearLabel}
            </button>
          </>
        )}
      </div>
      {count === 0 ? (
        <div className="listing-empty empty-note" role="status">
          <p>{emptyText}</p>
          <Link to={paths.shop()} className="button">
            {t('saved.browse')}
          </Link>
        </div>
      ) : (
        children
      )}
    </div>
  );
}
