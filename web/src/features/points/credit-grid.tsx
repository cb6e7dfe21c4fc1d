import type { CreditProduct } from '@shop/contract/points/credit-shop.calls';
import { useTranslation } from 'react-i18next';
import {
  BeansCreditCard,
  CashCreditCard,
  CreditCardSkeletons,
  type CreditPackCart,
} from './credit-cards.tsx';
import type { PointsFormat } from './points-format.ts';
import type { CreditListing } from './use-credit-listing.ts';
import './credit-shop.css';

/** Two rows of placeholders: about what the shop offers, so the page barely moves when it arrives. */
const SKELETONS = 6;

interface CreditGridProps {
  listing: CreditListing;
  format: PointsFormat;
  onChoose: (product: CreditProduct) => void;
  cart: CreditPackCart;
}

/** The products three a row (two on a phone), or the empty-state message. */
export function CreditGrid({ listing, format, onChoose, cart }: CreditGridProps) {
  const { t } = useTranslation('points');
  if (listing.products?.length === 0) {
    return (
      <div className="credit-empty empty-note" role="status">
        <h2 className="credit-empty__title">{t('empty.title')}</h2>
        <p>{t('empty.hint')}</p>
      </div>
    );
  }
  return (
    <ul className="credit-grid" aria-busy={!listing.products}>
      {!listing.products && <CreditCardSkeletons count={SKELETONS} />}
      {listing.kind === 'beans' &&
        listing.products?.map((product) => (
          <li key={product.id} className="credit-grid__item">
            <BeansCreditCard product={product} format={format} onChoose={onChoose} />
          </li>
        ))}
      {listing.kind === 'cash' &&
        listing.products?.map((product) => (
          <li key={product.id} className="credit-grid__item">
            <CashCreditCard product={product} format={format} cart={cart} />
          </li>
        ))}
    </ul>
  );
}
