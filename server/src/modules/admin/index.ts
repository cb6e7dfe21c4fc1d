/**
 * The admin domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */

export { adminMembersHandlers } from './admin-members.handlers.ts';
export { adminOrdersHandlers } from './admin-orders.handlers.ts';
export { adminOrderAnswer } from './admin-orders.repo.ts';
export { type AuditEntry, auditBy, recordAudit } from './audit.ts';
export { auditLogHandlers } from './audit-log.handlers.ts';
export { catalogAdminHandlers } from './catalog/catalog-admin.handlers.ts';
export { contentAdminHandlers } from './content/content-admin.handlers.ts';
export { dashboardHandlers } from './dashboard.handlers.ts';
export { paymentsAdminHandlers } from './payments/payments-admin.handlers.ts';
export { pickListHandlers } from './pick-list.handlers.ts';
export { privacyAdminHandlers } from './privacy-admin.handlers.ts';
export { promotionsAdminHandlers } from './promotions/promotions-admin.handlers.ts';
export { reviewsAdminHandlers } from './reviews-admin.handlers.ts';
export { settingsAdminHandlers } from './settings/settings-admin.handlers.ts';
export { staffAuthHandlers } from './staff-auth.handlers.ts';
export { authenticateStaff, signedInStaff } from './staff-auth.ts';
export { subscriptionsAdminHandlers } from './subscriptions-admin.handlers.ts';
