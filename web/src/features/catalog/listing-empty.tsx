import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/paths.ts';
import './catalog.css';

interface ListingEmptyProps {
  keyword: string;
  /** A keyword near the typed one that finds something, and the address of its results. */
  suggestion?: { keyword: string; to: string } | undefined;
  filtered: boolean;
  onClearFilters: () => void;
}

/** Nothing matched: say what was looked for, and offer the way back to a full list. */
export function ListingEmpty({ keyword, suggestion, filtered, onClearFilters }: ListingEmptyProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="listing-empty empty-note" role="status">
      <h2 className="listing-empty__title">
        {keyword ? t('listing.emptyKeyword', { keyword }) : t('listing.empty')}
      </h2>
      {suggestion && (
        <p className="listing-empty__suggestion">
          {t('listing.didYouMean')}{' '}
          <Link to={suggestion.to} className="listing-empty__suggestion-link">
            {suggestion.keyword}
          </Link>
        </p>
      )}
      <p>{t('listing.emptyHint')}</p>
      <div className="button-row listing-empty__actions">
        {filtered && (
          <button type="button" className="button" onClick={onClearFilters}>
            {t('listing.clearFilters')}
          </button>
        )}
        <Link to={paths.shop()} className={filtered ? 'button button--ghost' : 'button'}>
          {t('listing.allProducts')}
        </Link>
      </div>
    </div>
  );
}
