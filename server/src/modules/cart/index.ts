/**
 * The cart domain's front door: what other domains and flows may use. Tables and repositories
 * stay private to the folder; add an export here rather than importing a file inside it.
 */
export { resolveAccessToken } from './access-token.ts';
export { cartHandlers } from './cart.handlers.ts';
export { emptiedCart, ensureAsShown, giftsRunOut, lockCartForOrder, stockWanted } from './cart-checkout.ts';
export { sweepAccessTokensJob } from './cart-housekeeping.job.ts';
export type { CartIdentity } from './cart-identity.ts';
export { memberIdOf } from './cart-identity.ts';
export { type PricedCart, type PricedLine, priceCart } from './cart-pricing.ts';
export { recheckCoupon } from './coupon-pricing.ts';
export { forgottenCartJob } from './forgotten-cart.job.ts';
export { type LockedLine, type PricedLockedLine, priceLockedLine } from './locked-line-pricing.ts';
export { pricingSettingsAt } from './pricing-settings.ts';
export {
  type CouponRow,
  couponAssignmentRows,
  type GiftRuleRow,
  readCouponsWithUse,
  readGiftRulesWithSku,
} from './promotion-reads.ts';
export {
  assignCoupon,
  type RecordView,
  saveCoupon,
  saveGiftRule,
  unassignCoupon,
} from './promotions-edit.service.ts';
