/** The cart domain's helpers for other domains' tests: shoppers, products with stock, members with credit. */

/** The cart's tables, for tests that set up gift rules and coupons directly. */
export { freeGiftRules } from './cart.tables.ts';
export {
  type CartCall,
  grantCredit,
  inventoryOf,
  makeProduct,
  newAccessToken,
  newMember,
  setInventory,
  shopper,
} from './cart.test-kit.ts';
export { coupons } from './coupons.tables.ts';
