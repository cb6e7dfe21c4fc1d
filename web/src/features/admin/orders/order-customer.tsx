import type { AdminOrder } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleFormat } from '../console-format.ts';
import { adminPaths } from '../console-paths.ts';

type Address = AdminOrder['billing'];

function AddressBlock({ title, address }: { title: string; address: Address }) {
  const { pick } = useConsoleFormat();
  const place = [
    address.address,
    address.city,
    address.state,
    address.postal_code,
    pick(address, 'country_name'),
  ];
  return (
    <div className="order-customer__block">
      <h3 className="order-customer__title">{title}</h3>
      <p>
        {[`${address.first_name} ${address.last_name}`.trim(), address.company_name, ...place]
          .filter(Boolean)
          .map((line) => (
            <span key={line} className="order-customer__line">
              {line}
            </span>
          ))}
      </p>
    </div>
  );
}

/** Who ordered (a member links to their page), how to reach them, and where it goes. */
export function OrderCustomer({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('admin');
  const { pick, day } = useConsoleFormat();
  return (
    <div className="order-customer">
      <div className="order-customer__block">
        <h3 className="order-customer__title">{t('order.customer.title')}</h3>
        <p>
          <span className="order-customer__line">
            {order.member_id ? (
              <Link to={adminPaths.member(order.member_id)}>{order.customer_name}</Link>
            ) : (
              order.customer_name
            )}{' '}
            <span className="console-table__soft">
              {order.member_id ? t('order.customer.member') : t('order.customer.guest')}
            </span>
          </span>
          <a className="order-customer__line" href={`mailto:${order.email}`}>
            {order.email}
          </a>
          <a className="order-customer__line" href={`tel:${order.phone.replace(/\s/g, '')}`}>
            {order.phone}
          </a>
        </p>
      </div>
      <div className="order-customer__block">
        <h3 className="order-customer__title">{t(`orders.method.${order.delivery_method}`)}</h3>
        <p>
          <span className="order-customer__line">
            {order.delivery_method === 'pickup'
              ? pick(order, 'pickup_store_name')
              : pick(order, 'delivery_country_name')}
          </span>
          <span className="order-customer__line">
            {day(order.date)} · {order.timeslot_start}–{order.timeslot_end}
          </span>
          <span className="order-customer__line">{t(`orders.paymentMethod.${order.payment_method}`)}</span>
        </p>
      </div>
      {order.shipping && <AddressBlock title={t('order.customer.shipping')} address={order.shipping} />}
      <AddressBlock title={t('order.customer.billing')} address={order.billing} />
      {order.additional_info && (
        <div className="order-customer__block">
          <h3 className="order-customer__title">{t('order.customer.notes')}</h3>
          <p>{order.additional_info}</p>
        </div>
      )}
    </div>
  );
}
