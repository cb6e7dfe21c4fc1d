/** The admin domain's front door for other domains' tests: signing staff in and reading the audit log. */
export { auditOf, DEMO_MEMBER, memberAuth, OWNER, STAFF, staffAuth, staffIdOf } from './admin.test-kit.ts';
/** Orders placed through the storefront and moved on from the console, for flows' tests. */
export {
  type OrderPlan,
  orderConsolePerFile,
  type PlacedOrder,
  placeOrder,
  pointsOf,
  writtenFor,
} from './admin-orders.test-kit.ts';
export { anyCategoryId, newProduct } from './catalog/catalog-admin.test-kit.ts';
