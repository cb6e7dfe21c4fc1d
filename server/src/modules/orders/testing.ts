/** The orders domain's helpers for other domains' tests: the shop's lookups and valid order bodies. */
export {
  billing,
  deliveryOrder,
  pickupOrder,
  type ShopLookups,
  shopLookups,
  shopPerFile,
} from './order.test-kit.ts';
/** The order tables, for tests that check what a call wrote. */
export { couponUses, orderEvents, orderLines, orders } from './orders.tables.ts';
