import { PickListPage } from '../../../features/admin/pick-list/pick-list-page.tsx';

/** /admin/pick-list?date=YYYY-MM-DD: what to pack for a day, printable. */
export default function PickList() {
  return <PickListPage />;
}
