/** Every table, for Drizzle's query builder and drizzle-kit; each domain owns its own tables file. */
export * from '../modules/admin/staff.tables.ts';
export * from '../modules/cart/cart.tables.ts';
export * from '../modules/cart/coupons.tables.ts';
export * from '../modules/catalog/catalog.tables.ts';
export * from '../modules/content/content.tables.ts';
export * from '../modules/lookups/lookups.tables.ts';
export * from '../modules/members/addresses.tables.ts';
export * from '../modules/members/auth.tables.ts';
export * from '../modules/members/members.tables.ts';
export * from '../modules/members/privacy.tables.ts';
export * from '../modules/members/sessions.tables.ts';
export * from '../modules/messages/outbox.tables.ts';
export * from '../modules/operations/backups.tables.ts';
export * from '../modules/operations/job-runs.tables.ts';
export * from '../modules/orders/orders.tables.ts';
export * from '../modules/points/loyalty.tables.ts';
export * from '../modules/points/points.tables.ts';
