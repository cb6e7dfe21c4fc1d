import type { AdminOrder } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';

/** Subtotal down to the cash to collect, then what has gone back; discounts and credit read as minus. */
export function OrderAmounts({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { money, count } = useConsoleFormat();
  const rows: [string, string, string?][] = [
    [t('order.amounts.subtotal'), money(order.subtotal_amount)],
    ...(order.discount_amount > 0
      ? [
          [
            order.coupon_code
              ? t('order.amounts.coupon', { code: order.coupon_code })
              : t('order.amounts.discount'),
            `−${money(order.discount_amount)}`,
          ] as [string, string],
        ]
      : []),
    [t('order.amounts.shipping'), money(order.shipping_fee)],
    [t('order.amounts.total'), money(order.total_amount), 'strong'],
    ...(order.credit_points_used > 0
      ? [
          [
            t('order.amounts.credit', { points: count(order.credit_points_used) }),
            `−${money(order.credit_amount)}`,
          ] as [string, string],
        ]
      : []),
    [t('order.amounts.cash'), money(order.cash_amount), 'strong'],
    ...(order.refunded_cash_amount > 0 || order.returned_credit_points > 0
      ? [
          [t('order.amounts.refundedCash'), money(order.refunded_cash_amount), 'refund'] as [
            string,
            string,
            string,
          ],
          [t('order.amounts.refundedCredit'), count(order.returned_credit_points), 'refund'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
  ];
  return (
    <dl className="order-amounts">
      {rows.map(([label, value, tone]) => (
        <div
          key={label}
          className={tone ? `order-amounts__row order-amounts__row--${tone}` : 'order-amounts__row'}
        >
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
