/**
 * The admin domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { type AuditEntry, recordAudit } from './audit.ts';
export { authenticateStaff, type SignedInStaff, signedInStaff } from './staff-auth.ts';
