/** The admin domain's front door for other domains' tests: signing staff in and reading the audit log. */
export { auditOf, DEMO_MEMBER, memberAuth, OWNER, STAFF, staffAuth, staffIdOf } from './admin.test-kit.ts';
export { anyCategoryId, newProduct } from './catalog/catalog-admin.test-kit.ts';
