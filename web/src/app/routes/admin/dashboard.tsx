import { DashboardPage } from '../../../features/admin/dashboard/dashboard-page.tsx';

/** /admin: the console's dashboard. */
export default function Dashboard() {
  return <DashboardPage />;
}
