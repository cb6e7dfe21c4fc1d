import { BackupsPage } from '../../../features/admin/backups/backups-page.tsx';

/** /admin/backups: owners only (the section list marks it so). */
export default function Backups() {
  return <BackupsPage />;
}
