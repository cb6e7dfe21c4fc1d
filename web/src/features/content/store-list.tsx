import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import { useLookup } from '../../shared/lookups/lookups-state.ts';
import { Placeholders, Skeleton, SkeletonLines } from '../../shared/ui/skeleton.tsx';
import { ContentImage } from './content-image.tsx';
import './section-cards.css';
import './store-list.css';

interface StoreListProps {
  /** The shop-front pictures, where nothing above them on the page shows them already. */
  pictures?: boolean;
  /** What to show when the shop has no pickup stores; a skeleton until they arrive otherwise. */
  fallback?: ReactNode;
}

/**
 * The pickup stores (app data loaded at start-up): picture, address, hours and a number to tap,
 * each marked as a free pickup point for online orders.
 */
export function StoreList({ pictures = true, fallback }: StoreListProps) {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const stores = useLookup('pickup_stores');
  if (stores.length === 0) return fallback ?? <StoreListSkeleton pictures={pictures} />;
  return (
    <ul className="card-grid store-list">
      {stores.map((store) => {
        const name = pick(store, 'name');
        return (
          <li key={store.id} className="content-card panel">
            {pictures && store.image && (
              <ContentImage
                src={store.image}
                alt={t('stores.imageAlt', { name })}
                size="scene"
                className="content-card__image"
              />
            )}
            <div className="store-list__body">
              <p className="store-list__pickup">{t('stores.pickup')}</p>
              <h3 className="store-list__name">{name}</h3>
              <p className="store-list__district">{pick(store, 'district')}</p>
              <dl className="store-list__details">
                <dt>{t('stores.address')}</dt>
                <dd>{pick(store, 'address')}</dd>
                <dt>{t('stores.hours')}</dt>
                <dd>{pick(store, 'opening_hours')}</dd>
                <dt>{t('stores.phone')}</dt>
                <dd>
                  <a href={`tel:${store.phone.replace(/\s/g, '')}`}>{store.phone}</a>
                </dd>
              </dl>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function StoreListSkeleton({ pictures }: { pictures: boolean }) {
  return (
    <ul className="card-grid store-list" aria-hidden="true">
      <Placeholders count={3}>
        <li className="content-card panel">
          {pictures && <Skeleton shape="image" className="content-card__image" />}
          <div className="store-list__body">
            <Skeleton shape="heading" />
            <SkeletonLines lines={4} />
          </div>
        </li>
      </Placeholders>
    </ul>
  );
}
