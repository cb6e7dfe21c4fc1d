/**
 * The admin domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { adminOrdersHandlers } from './admin-orders.handlers.ts';
export { adminOrderAnswer } from './admin-orders.repo.ts';
export { type AuditEntry, auditBy, recordAudit } from './audit.ts';
export { dashboardHandlers } from './dashboard.handlers.ts';
export { pickListHandlers } from './pick-list.handlers.ts';
export { authenticateStaff, signedInStaff } from './staff-auth.ts';
