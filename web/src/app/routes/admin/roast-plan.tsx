import { RoastPlanPage } from '../../../features/admin/subscriptions/roast-plan-page.tsx';

/** /admin/roast-plan?from=YYYY-MM-DD&days=7|14: kilograms of each coffee to roast per day, printable. */
export default function RoastPlan() {
  return <RoastPlanPage />;
}
