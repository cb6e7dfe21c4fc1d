import { useParams } from 'react-router';
import { ConsoleNotFound } from '../../../features/admin/console-notices.tsx';
import { OrderDetail } from '../../../features/admin/orders/order-detail.tsx';

/** /admin/orders/:orderId: one order and what staff can do with it. */
export default function OrderPage() {
  const orderId = Number(useParams().orderId);
  if (!Number.isSafeInteger(orderId) || orderId <= 0) return <ConsoleNotFound />;
  return <OrderDetail key={orderId} orderId={orderId} />;
}
