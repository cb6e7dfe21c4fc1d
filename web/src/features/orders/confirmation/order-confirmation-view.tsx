import type { OrderDetail } from '@shop/contract/orders/orders.calls';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatInstant } from '../../../shared/hong-kong-dates.ts';
import { paths } from '../../../shared/paths.ts';
import { useSignedIn } from '../../../shared/session/use-signed-in.ts';
import { Icon } from '../../../shared/ui/icons.tsx';
import { OrderAddress } from './order-address.tsx';
import { OrderBlock } from './order-block.tsx';
import { OrderItems } from './order-items.tsx';
import { OrderTotals } from './order-totals.tsx';
import { PaymentNote } from './payment-note.tsx';
import './confirmation.css';

/** Order confirmation: number and date, where it stands, the items, the addresses, the totals, how to pay. */
export function OrderConfirmationView({
  order,
  title,
  timeline,
  cancelled = false,
}: {
  order: OrderDetail;
  title: string;
  /** The status timeline, under the facts. */
  timeline?: ReactNode;
  /** A cancelled order (at its payment deadline or by the shop) asks for no payment. */
  cancelled?: boolean;
}) {
  const { t, i18n } = useTranslation('checkout');
  const language = i18n.resolvedLanguage ?? 'en';
  const signedIn = useSignedIn();
  const delivery = order.delivery_method === 'delivery';
  const store = (language === 'zh-HK' && order.pickup_store_name_zh) || order.pickup_store_name_en;
  const when = t('confirmation.when', {
    day: formatDay(order.date, language),
    start: order.timeslot_start,
    end: order.timeslot_end,
  });

  return (
    <div className="container confirmation">
      <header className="confirmation__head">
        <Icon name="check" className="confirmation__tick" />
        <div>
          <h1>{title}</h1>
          <p className="confirmation__lead">{t('confirmation.thanks', { name: order.first_name })}</p>
        </div>
      </header>
      <dl className="confirmation__facts panel">
        <div>
          <dt>{t('confirmation.number')}</dt>
          <dd className="confirmation__number">{order.order_number}</dd>
        </div>
        <div>
          <dt>{t('confirmation.date')}</dt>
          <dd>{formatInstant(order.created_at, language)}</dd>
        </div>
        <div>
          <dt>{t(delivery ? 'confirmation.deliveryOn' : 'confirmation.pickupAt')}</dt>
          <dd>{delivery ? when : t('confirmation.storeWhen', { store, when })}</dd>
        </div>
        <div>
          <dt>{t('confirmation.payment')}</dt>
          <dd>{t(`payment.methods.${order.payment_method}`)}</dd>
        </div>
      </dl>
      {timeline}
      {!cancelled && <PaymentNote order={order} />}
      <OrderBlock title={t('confirmation.items')}>
        <OrderItems products={order.order_products} />
      </OrderBlock>
      <div className="confirmation__columns">
        <OrderTotals order={order} />
        {delivery && <OrderAddress order={order} kind="shipping" />}
        <OrderAddress order={order} kind="billing" />
      </div>
      <p className="button-row confirmation__actions">
        <Link to={paths.shop()} className="button">
          {t('confirmation.continue')}
        </Link>
        {signedIn && (
          <Link to={paths.myAccount()} className="button button--ghost">
            {t('confirmation.myOrders')}
          </Link>
        )}
      </p>
    </div>
  );
}
