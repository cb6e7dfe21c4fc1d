import { AuditLogPage } from '../../../features/admin/audit/audit-log-page.tsx';

/** /admin/audit: owners only (the section list marks it so). */
export default function AuditLog() {
  return <AuditLogPage />;
}
