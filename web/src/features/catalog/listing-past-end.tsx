import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import './catalog.css';

interface ListingPastEndProps {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}

/**
 * A page number past the last page (an old link, a hand-typed `?page=99`): the products are there,
 * only not on this page, so say so and offer the first and the last page rather than "no results".
 */
export function ListingPastEnd({ page, lastPage, hrefFor }: ListingPastEndProps) {
  const { t } = useTranslation('catalog');
  return (
    <div className="listing-empty empty-note" role="status">
      <h2 className="listing-empty__title">{t('listing.pastEnd', { page })}</h2>
      <p>{t('listing.pastEndHint', { count: lastPage })}</p>
      <div className="button-row listing-empty__actions">
        <Link to={hrefFor(1)} className="button">
          {t('listing.firstPage')}
        </Link>
        {lastPage > 1 && (
          <Link to={hrefFor(lastPage)} className="button button--ghost">
            {t('listing.lastPage', { page: lastPage })}
          </Link>
        )}
      </div>
    </div>
  );
}
