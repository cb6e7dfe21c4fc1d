import type { OrderDetail } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../shared/money/use-money.ts';
import { OrderBlock } from './order-block.tsx';
import { orderTotalLines } from './order-view.ts';

/** Totals: subtotal, discount, shipping, grand total, credit used and the cash paid. */
export function OrderTotals({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  return (
    <OrderBlock
      className="confirmation-block panel confirmation-totals"
      title={t('confirmation.totalsTitle')}
    >
      <dl className="confirmation-totals__list">
        {orderTotalLines(order).map((line) => (
          <div
            key={line.key}
            className={`amount-row confirmation-totals__row confirmation-totals__row--${line.key}${line.amount < 0 ? ' confirmation-totals__row--off' : ''}`}
          >
            <dt>
              {line.key === 'discount' && order.coupon_code
                ? t('confirmation.discountWithCode', { code: order.coupon_code })
                : t(`confirmation.${line.key}`)}
            </dt>
            <dd>{money(line.amount)}</dd>
          </div>
        ))}
      </dl>
    </OrderBlock>
  );
}
