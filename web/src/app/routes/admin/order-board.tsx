import { OrderBoard } from '../../../features/admin/orders/order-board.tsx';

/** /admin/orders: the orders board. */
export default function OrderBoardPage() {
  return <OrderBoard />;
}
