import type { OrderDetail } from '@shop/contract/orders/orders.calls';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../shared/lookups/lookups-state.ts';
import { useMoney } from '../../../shared/money/use-money.ts';
import { FpsQrCard } from '../payment/fps-qr-card.tsx';
import { ReceiptUpload } from '../payment/receipt-upload.tsx';
import { BankDetails } from './bank-details.tsx';
import { OrderBlock } from './order-block.tsx';
import { PaymentDeadline } from './payment-deadline.tsx';

/**
 * How the cash part gets paid. For a bank or FPS transfer the order number is the reference, so
 * the shop can match the payment to the order. An order wholly paid with credit is paid already.
 */
export function PaymentNote({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('checkout');
  const money = useMoney();
  const shop = useLookup('shop');
  const amount = money(order.cash_amount);

  const settled = order.payment_status === 'paid' || order.cash_amount === 0;
  if (settled || order.payment_method === 'pay_at_store')
    return (
      <OrderBlock className="confirmation-payment" title={t('payment.title')}>
        <p>{settled ? t('payment.paidWithCredit') : t('payment.payAtStoreNote', { amount })}</p>
      </OrderBlock>
    );

  return (
    <OrderBlock
      className="confirmation-payment confirmation-payment--transfer"
      title={t('payment.transferTitle')}
    >
      {order.fps_qr && <FpsQrCard payload={order.fps_qr} amount={amount} />}
      <ol className="confirmation-payment__steps">
        <li>
          {t('payment.transferStep1', { amount })}
          {shop?.bank_transfer && <BankDetails bank={shop.bank_transfer} />}
        </li>
        <li>
          {t('payment.transferStep2')}{' '}
          <strong className="confirmation-payment__reference">{order.order_number}</strong>
        </li>
        <li>
          {shop
            ? t('payment.transferStep3', { email: shop.email, phone: shop.phone })
            : t('payment.transferStep3Plain')}
        </li>
      </ol>
      <PaymentDeadline dueAt={order.payment_due_at} />
      {order.fps_qr && (
        <ReceiptUpload orderToken={order.order_token} uploadedAt={order.receipt_uploaded_at} />
      )}
    </OrderBlock>
  );
}
