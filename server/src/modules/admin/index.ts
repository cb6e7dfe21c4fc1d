/**
 * The admin domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { adminOrderAnswer } from './admin-orders.repo.ts';
export { type AuditEntry, auditBy, recordAudit } from './audit.ts';
export { authenticateStaff, signedInStaff } from './staff-auth.ts';
