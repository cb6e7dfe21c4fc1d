import { useTranslation } from 'react-i18next';
import { ConsoleCard } from '../console-card.tsx';
import { useConsoleFormat } from '../console-format.ts';
import { useAdminOrderReceiptsQuery } from './payments-admin.endpoints.ts';
import './payments-admin.css';

/** The transfer screenshots the shopper sent with the order, newest last; nothing when there are none. */
export function OrderReceipts({ orderId }: { orderId: number }) {
  const { t } = useTranslation('admin');
  const { instant } = useConsoleFormat();
  const { data } = useAdminOrderReceiptsQuery(orderId);
  if (!data?.receipts.length) return null;
  return (
    <ConsoleCard title={t('order.receipts.title')} className="order-receipts">
      <ul className="order-receipts__list">
        {data.receipts.map((receipt) => (
          <li key={receipt.id}>
            <a href={receipt.image} target="_blank" rel="noreferrer" download={`receipt-${receipt.id}.webp`}>
              <img
                className="order-receipts__image"
                src={receipt.image}
                alt={t('order.receipts.alt', { when: instant(receipt.uploaded_at) })}
              />
            </a>
            <span className="console-table__soft">{instant(receipt.uploaded_at)}</span>
          </li>
        ))}
      </ul>
    </ConsoleCard>
  );
}
