import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../shared/money/price.ts';
import { useAppSelector } from '../../shared/store-hooks.ts';
import './catalog.css';

/** The one way the storefront shows money: the currency slice's symbol and rate, 2 decimals. */
export function useFormatPrice() {
  const currency = useAppSelector((state) => state.currency);
  return (amount: number) => formatPrice(amount, currency);
}

interface PriceTagProps {
  now: number;
  /** The price before the discount, struck through; null when not on sale. */
  was: number | null;
  /** Other variants cost more: "From $…". */
  from?: boolean;
  className?: string;
}

export function PriceTag({ now, was, from = false, className = '' }: PriceTagProps) {
  const { t } = useTranslation('catalog');
  const money = useFormatPrice();
  const shown = money(now);
  return (
    <p className={`price-tag ${className}`}>
      <span className={was === null ? 'price-tag__now' : 'price-tag__now price-tag__now--sale'}>
        {from ? t('price.from', { price: shown }) : shown}
      </span>
      {was !== null && (
        <del className="price-tag__was">
          <span className="visually-hidden">{t('price.was')}</span>
          {money(was)}
        </del>
      )}
    </p>
  );
}
