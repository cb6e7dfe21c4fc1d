import type { CashCreditProduct, CreditProduct } from '@shop/contract/points/credit-shop.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalised } from '../../i18n/localised.ts';
import { Placeholders } from '../../shared/ui/skeleton.tsx';
import type { PointsFormat } from './points-format.ts';

const THUMB_SIZE = 320;

/** A card's picture is decoration: the card's name says what it is. */
const CardImage = ({ src }: { src: string }) => (
  <img className="credit-card__image" src={src} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
);

/**
 * A Beans option; the whole card is the button that opens the exchange, named by all it shows
 * (a label of its own would hide the words a voice-control user reads off the card).
 */
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
    <button type="button" className="credit-card credit-card--button panel" onClick={() => onChoose(product)}>
      <CardImage src={product.thumbnail} />
      <span className="credit-card__name">{pick(product, 'name')}</span>
      <span className="credit-card__cost">{t('card.beansCost', { beans })}</span>
      <span className="credit-card__gets">{t('card.getsCredit', { credit })}</span>
      <span className="button button--block credit-card__action">{t('card.exchange')}</span>
    </button>
  );
}

/** What a cash credit card needs of the cart; the page passes the cart feature's binding in. */
export interface CreditPackCart {
  quantityOf: (variantId: number) => number;
  add: (variantId: number, quantity: number) => Promise<boolean>;
  busyId: number | null;
  cartHref: string;
}

/** A credit pack sold for cash: added to the cart and paid at checkout; the credit comes once it is paid. */
export function CashCreditCard({
  product,
  format,
  cart,
}: {
  product: CashCreditProduct;
  format: PointsFormat;
  cart: CreditPackCart;
}) {
  const { t } = useTranslation('points');
  const pick = useLocalised();
  const name = pick(product, 'name');
  const inCart = cart.quantityOf(product.variant_id);
  const busy = cart.busyId === product.variant_id;
  return (
    <article className="credit-card panel">
      <CardImage src={product.thumbnail} />
      <h3 className="credit-card__name">{name}</h3>
      <p className="credit-card__cost">{t('card.cashPrice', { price: format.money(product.price) })}</p>
      <p className="credit-card__gets">
        {t('card.getsCredit', { credit: format.credit(product.credit_amount) })}
      </p>
      <button
        type="button"
        className="button button--block credit-card__action"
        aria-label={t('card.addLabel', { name })}
        disabled={cart.busyId !== null}
        aria-busy={busy}
        onClick={() => void cart.add(product.variant_id, 1)}
      >
        {busy ? t('card.adding') : t('card.addToCart')}
      </button>
      {inCart > 0 && (
        <p className="credit-card__in-cart soft-text">
          {t('card.inCart', { count: inCart })} <Link to={cart.cartHref}>{t('card.viewCart')}</Link>
        </p>
      )}
    </article>
  );
}

/** Card-sized placeholders while a page of products loads, so the grid does not jump. */
export function CreditCardSkeletons({ count }: { count: number }) {
  return (
    <Placeholders count={count}>
      <li className="credit-grid__item">
        <div className="credit-card credit-card--skeleton panel" aria-hidden="true" />
      </li>
    </Placeholders>
  );
}
