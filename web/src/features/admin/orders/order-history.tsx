import type { AdminOrder } from '@shop/contract/admin/admin-orders.calls';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat } from '../console-format.ts';

/** What happened to the order, oldest first, and who did it. */
export function OrderHistory({ events }: { events: AdminOrder['events'] }) {
  const { t, i18n } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const label = (action: string) => {
    const key = `order.events.${action}`;
    return i18n.exists(key, { ns: 'admin' }) ? t(key as 'order.events.placed') : action;
  };
  return (
    <ol className="order-history">
      {events.map((event) => (
        <li key={event.id} className="order-history__event">
          <span className="order-history__what">{label(event.action)}</span>
          <span className="console-table__soft">
            {instant(event.created_at)} · {event.staff_id ? event.staff_name : t('order.events.system')}
          </span>
          {event.note && <span className="order-history__note">{event.note}</span>}
        </li>
      ))}
    </ol>
  );
}
