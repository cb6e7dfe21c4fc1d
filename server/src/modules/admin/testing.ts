/** The admin domain's front door for other domains' tests: signing staff in and reading the audit log. */
export { DEMO_MEMBER, memberAuth, OWNER, STAFF, staffAuth, staffIdOf } from './admin.test-kit.ts';
export { auditOf } from './catalog/catalog-admin.test-kit.ts';
