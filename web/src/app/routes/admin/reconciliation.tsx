import { ReconciliationPage } from '../../../features/admin/reconciliation/reconciliation-page.tsx';

/** /admin/reconciliation: bank statements matched to unpaid orders, confirmed in bulk. */
export default function Reconciliation() {
  return <ReconciliationPage />;
}
