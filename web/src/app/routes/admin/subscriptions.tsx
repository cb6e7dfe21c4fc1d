import { SubscriptionsPage } from '../../../features/admin/subscriptions/subscriptions-page.tsx';

/** /admin/subscriptions?keyword=…&status=…&page=…: renewals by day, plans, and the subscriptions found. */
export default function Subscriptions() {
  return <SubscriptionsPage />;
}
