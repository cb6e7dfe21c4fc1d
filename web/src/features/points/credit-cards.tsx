import type { CashCreditProduct, CreditProduct } from '@shop/contract/points/credit-shop.calls';
import { useTranslation } from 'react-i18next';
import { useLocalised } from '../../i18n/localised.ts';
import type { PointsFormat } from './points-format.ts';

const THUMB_SIZE = 320;

/** Spec §2: a Beans option; the whole card is the button that opens the exchange. */
export function BeansCreditCard({
  product,
  format,
  onChoose,
}: {
  product: CreditProduct;
  format: PointsFormat;
  onChoose: (product: CreditProduct) => void;
}) {
  const { t } = useTranslation('points');
  const pick = useLocalised();
  const beans = format.beans(product.from_amount);
  const credit = format.credit(product.to_amount);
  return (
    <button
      type="button"
      className="credit-card credit-card--button"
      aria-label={t('card.exchangeLabel', { beans, credit })}
      onClick={() => onChoose(product)}
    >
      <img
        className="credit-card__image"
        src={product.thumbnail}
        alt=""
        width={THUMB_SIZE}
        height={THUMB_SIZE}
      />
      <span className="credit-card__name">{pick(product, 'name')}</span>
      <span className="credit-card__cost">{t('card.beansCost', { beans })}</span>
      <span className="credit-card__gets">{t('card.getsCredit', { credit })}</span>
      <span className="button button--block credit-card__action">{t('card.exchange')}</span>
    </button>
  );
}

/** A credit pack sold for cash: shown with what it gives; checkout cannot sell it yet. */
export function CashCreditCard({ product, format }: { product: CashCreditProduct; format: PointsFormat }) {
  const { t } = useTranslation('points');
  const pick = useLocalised();
  return (
    <article className="credit-card">
      <img
        className="credit-card__image"
        src={product.thumbnail}
        alt=""
        width={THUMB_SIZE}
        height={THUMB_SIZE}
      />
      <h3 className="credit-card__name">{pick(product, 'name')}</h3>
      <p className="credit-card__cost">{t('card.cashPrice', { price: format.money(product.price) })}</p>
      <p className="credit-card__gets">
        {t('card.getsCredit', { credit: format.credit(product.credit_amount) })}
      </p>
      <button type="button" className="button button--ghost button--block credit-card__action" disabled>
        {t('card.comingSoon')}
      </button>
    </article>
  );
}

/** Card-sized placeholders while a page of products loads, so the grid does not jump. */
export function CreditCardSkeletons({ count }: { count: number }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <li key={i} className="credit-grid__item">
      <div className="credit-card credit-card--skeleton" aria-hidden="true" />
    </li>
  ));
}
