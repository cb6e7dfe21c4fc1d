import type { PickListSlot } from '@shop/contract/admin/pick-list.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConsoleBadge } from '../console-badge.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';

/** One timeslot: the units to pack (summed over its orders), then the orders they go to. */
export function PickSlot({ slot }: { slot: PickListSlot }) {
  const { t } = useTranslation('admin');
  const { pick, option } = useConsoleFormat();
  return (
    <section className="pick-slot">
      <h3 className="pick-slot__time">
        {slot.start_time}–{slot.end_time}
        <span className="console-table__soft">{t('pickList.orderCount', { count: slot.orders.length })}</span>
      </h3>
      <table className="console-table pick-slot__items">
        <caption className="visually-hidden">{t('pickList.items')}</caption>
        <thead>
          <tr>
            <th scope="col" className="pick-slot__tick">
              <span className="visually-hidden">{t('pickList.packed')}</span>
            </th>
            <th scope="col">{t('pickList.product')}</th>
            <th scope="col" className="pick-slot__sku">
              {t('pickList.sku')}
            </th>
            <th scope="col" className="console-table__number">
              {t('pickList.quantity')}
            </th>
          </tr>
        </thead>
        <tbody>
          {slot.items.map((item) => (
            <tr key={`${item.sku}-${pick(item, 'name')}`}>
              <td className="pick-slot__tick">
                <span className="pick-slot__box" aria-hidden="true" />
              </td>
              <td>
                <span className="console-table__strong">{pick(item, 'name')}</span>
                <span className="console-table__soft">
                  <span className="pick-slot__sku-inline">
                    {item.sku}
                    {item.options.length > 0 && ' · '}
                  </span>
                  {item.options.map(option).join(' · ')}
                </span>
              </td>
              <td className="pick-slot__sku">{item.sku}</td>
              <td className="console-table__number pick-slot__quantity">{item.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="pick-slot__orders">
        {slot.orders.map((order) => (
          <li key={order.order_id}>
            <Link to={adminPaths.order(order.order_id)}>{order.order_number}</Link> · {order.customer_name} ·{' '}
            {order.phone}
            {order.address && <span className="console-table__soft">{order.address}</span>}
            {order.payment_status === 'pending' && (
              <ConsoleBadge tone="waiting">{t('orders.payment.pending')}</ConsoleBadge>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
