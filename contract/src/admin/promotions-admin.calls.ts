import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { shopInstant } from './shop-instant.ts';

const text = (max: number) => z.string().trim().max(max);
const filled = (max: number) => text(max).min(1);
const rowId = z.number().int().positive().max(2_147_483_647);
/** HK$ with at most two decimals. */
const hkd = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, 'at most two decimals');
const instant = shopInstant.nullable();
const picture = z
  .string()
  .max(200)
  .regex(/^(\/media\/(art|uploads)\/[a-z0-9-]+\.(svg|webp))?$/)
  .default('');

export const COUPON_KINDS = ['percent', 'fixed', 'free_shipping'] as const;

export const couponInput = z.object({
  id: rowId.optional(),
  /** What shoppers type; compared without case, so one code cannot exist twice in any case. */
  code: z
    .string()
    .trim()
    .min(3)
    .max(30)
    .regex(/^[A-Za-z0-9_-]+$/),
  kind: z.enum(COUPON_KINDS),
  /** Percent (1–100) for `percent`, HK$ for `fixed`, 0 for `free_shipping`. */
  value: z.number().min(0).max(1_000_000),
  max_discount: hkd.nullable(),
  min_subtotal: hkd,
  starts_at: instant,
  ends_at: instant,
  /** Uses over all members; null for no limit. */
  usage_limit: z.number().int().min(1).max(1_000_000).nullable(),
  per_member_limit: z.number().int().min(1).max(1000).nullable(),
  category_id: rowId.nullable(),
  description_en: text(200),
  description_zh: text(200),
  active: z.boolean(),
  /** Only the members it is given to (`admin_coupon_assign`) may see and use it. */
  assigned_only: z.boolean().default(false),
});
export const couponRow = couponInput.extend({
  id: z.number().int(),
  assigned_only: z.boolean(),
  /** Members it is given to now. */
  assigned_members: z.number().int(),
  /** Orders that used it so far, and the discount they got (HK$). */
  times_used: z.number().int(),
  discount_given: z.number(),
});

export const giftRuleInput = z.object({
  id: rowId.optional(),
  name_en: filled(120),
  name_zh: filled(120),
  min_subtotal: hkd,
  /** The variant given away (a SKU of the catalog). */
  gift_variant_id: rowId,
  gift_quantity: z.number().int().min(1).max(10),
  starts_at: instant,
  ends_at: instant,
  active: z.boolean(),
});
export const giftRuleRow = giftRuleInput.extend({ id: z.number().int(), gift_sku: z.string() });

export const exchangeOptionInput = z.object({
  id: rowId.optional(),
  name_en: filled(120),
  name_zh: filled(120),
  /** Beans spent per unit. */
  from_amount: z.number().int().min(1).max(10_000_000),
  /** Credit received per unit. */
  to_amount: z.number().int().min(1).max(10_000_000),
  thumbnail: picture,
  sort_order: z.number().int().min(0).max(1000).default(0),
  active: z.boolean(),
});
export const exchangeOptionRow = exchangeOptionInput.extend({ id: z.number().int() });

export const cashCreditInput = z.object({
  id: rowId.optional(),
  name_en: filled(120),
  name_zh: filled(120),
  price: hkd.refine((n) => n > 0, 'must be above 0'),
  credit_amount: z.number().int().min(1).max(10_000_000),
  thumbnail: picture,
  sort_order: z.number().int().min(0).max(1000).default(0),
  active: z.boolean(),
});
export const cashCreditRow = cashCreditInput.extend({ id: z.number().int() });

/** Every promotion with its limits and what it has given so far; owners only. */
export const adminPromotionsGet = defineCall({
  name: 'admin_promotions_get',
  auth: 'staff',
  role: 'owner',
  input: z.object({}),
  output: z.object({
    coupons: z.array(couponRow),
    gift_rules: z.array(giftRuleRow),
    exchange_options: z.array(exchangeOptionRow),
    cash_credit_products: z.array(cashCreditRow),
  }),
});

export const adminCouponSave = defineCall({
  name: 'admin_coupon_save',
  auth: 'staff',
  role: 'owner',
  input: couponInput,
  output: z.object({ coupon: couponRow, ...notice }),
});

export const adminGiftRuleSave = defineCall({
  name: 'admin_gift_rule_save',
  auth: 'staff',
  role: 'owner',
  input: giftRuleInput,
  output: z.object({ gift_rule: giftRuleRow, ...notice }),
});

export const adminExchangeOptionSave = defineCall({
  name: 'admin_exchange_option_save',
  auth: 'staff',
  role: 'owner',
  input: exchangeOptionInput,
  output: z.object({ exchange_option: exchangeOptionRow, ...notice }),
});

/** A cash credit pack; its hidden catalog variant takes the same names and price in the same change. */
export const adminCashCreditSave = defineCall({
  name: 'admin_cash_credit_save',
  auth: 'staff',
  role: 'owner',
  input: cashCreditInput,
  output: z.object({ cash_credit_product: cashCreditRow, ...notice }),
});

const couponMember = z.object({ coupon_id: rowId, member_id: rowId });

/** A coupon given to one member, as the member's console page lists it. */
export const memberVoucherRow = z.object({
  coupon_id: z.number().int(),
  code: z.string(),
  kind: z.enum(COUPON_KINDS),
  value: z.number(),
  description_en: z.string(),
  description_zh: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  active: z.boolean(),
  assigned_only: z.boolean(),
  assigned_at: z.string(),
  /** The staff member who gave it; null once their account is gone. */
  assigned_by_name: z.string().nullable(),
});

/** Gives a coupon to a member; giving it again changes nothing. */
export const adminCouponAssign = defineCall({
  name: 'admin_coupon_assign',
  auth: 'staff',
  role: 'owner',
  input: couponMember,
  output: z.object({ vouchers: z.array(memberVoucherRow), ...notice }),
});

/** Takes a coupon back from a member; a cart holding it stops getting its discount at once. */
export const adminCouponUnassign = defineCall({
  name: 'admin_coupon_unassign',
  auth: 'staff',
  role: 'owner',
  input: couponMember,
  output: z.object({ vouchers: z.array(memberVoucherRow), ...notice }),
});

/** The coupons given to one member, newest first. */
export const adminMemberVouchersGet = defineCall({
  name: 'admin_member_vouchers_get',
  auth: 'staff',
  role: 'owner',
  input: z.object({ member_id: rowId }),
  output: z.object({ vouchers: z.array(memberVoucherRow) }),
});

export type CouponInput = z.output<typeof couponInput>;
export type GiftRuleInput = z.output<typeof giftRuleInput>;
export type ExchangeOptionInput = z.output<typeof exchangeOptionInput>;
export type CashCreditInput = z.output<typeof cashCreditInput>;
export type MemberVoucherRow = z.output<typeof memberVoucherRow>;
