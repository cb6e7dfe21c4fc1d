import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks.ts';
import { useLocalised } from '../../i18n/localised.ts';
import { Skeleton, SkeletonLines } from './skeleton.tsx';
import './store-list.css';

/** The pickup stores (app data loaded at start-up) with address, hours and a phone number to tap. */
export function StoreList() {
  const { t } = useTranslation('pages');
  const pick = useLocalised();
  const stores = useAppSelector((state) => state.app.pickup_stores);
  if (stores.length === 0) return <StoreListSkeleton />;
  return (
    <ul className="store-list">
      {stores.map((store) => (
        <li key={store.id} className="store-list__store">
          <h3 className="store-list__name">{pick(store, 'name')}</h3>
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
        </li>
      ))}
    </ul>
  );
}

function StoreListSkeleton() {
  return (
    <ul className="store-list" aria-hidden="true">
      {[1, 2, 3].map((n) => (
        <li key={n} className="store-list__store">
          <Skeleton shape="heading" />
          <SkeletonLines lines={4} />
        </li>
      ))}
    </ul>
  );
}
