import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { shopInfo } from '../lookups/lookups.calls.ts';
import {
  blackoutDateRow,
  deliveryCountryRow,
  pickupStoreRow,
  timeslotRow,
} from './fulfilment-admin.calls.ts';

const text = (max: number) => z.string().trim().max(max);
const filled = (max: number) => text(max).min(1);

/** The shop's name, contact details and bank details as the console edits them. */
export const shopInfoInput = z.object({
  name_en: filled(80),
  name_zh: filled(80),
  tagline_en: text(160),
  tagline_zh: text(160),
  email: z.email().max(200),
  wholesale_email: z.email().max(200),
  phone: filled(40),
  address_en: filled(300),
  address_zh: filled(300),
  social_links: z.array(z.object({ network: filled(30), url: z.url().max(300) })).max(10),
  bank_transfer: z
    .object({
      bank_name_en: filled(120),
      bank_name_zh: filled(120),
      account_name: filled(120),
      account_number: filled(60),
      fps_id: text(60),
    })
    .optional(),
});

export const shopRulesInput = z.object({
  /** Days between ordering and the earliest pickup or delivery. */
  lead_time_days: z.number().int().min(0).max(30),
  /** How many days ahead a shopper may book; at least one more than the lead time. */
  booking_window_days: z.number().int().min(1).max(120),
  /** Months a Bean lives; 0 means Beans never expire. */
  beans_expiry_months: z.number().int().min(0).max(120),
  /** Days before a subscription's delivery its order is made (docs/subscriptions.md). */
  subscription_cutoff_days: z.number().int().min(1).max(14),
});

/**
 * What the shop holds for orders not paid yet (docs/order-lifecycle.md): how long a transfer or FPS
 * order may stay unpaid before it is cancelled, and how many open unpaid orders and units one shopper
 * (access token, member, email or delivery address) may hold at once.
 */
export const unpaidOrderRules = z.object({
  payment_deadline_hours: z.number().int().min(2).max(336),
  max_unpaid_orders: z.number().int().min(1).max(50),
  max_unpaid_units: z.number().int().min(1).max(1000),
});

/**
 * When a member's forgotten cart is reminded of: after it has stood unchanged this many hours
 * (docs/back-in-stock.md).
 */
export const cartReminderRules = z.object({
  abandoned_cart_hours: z.number().int().min(1).max(720),
});

export const tierRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  /** Spend over 12 months (HK$) that reaches the tier. */
  min_spend: z.number(),
  /** Beans per HK$1 in percent: 100 is ×1, 150 is ×1.5. */
  multiplier_percent: z.number().int(),
});

/** Everything the settings screen shows; all staff may read it, only owners change it. */
export const adminSettingsGet = defineCall({
  name: 'admin_settings_get',
  auth: 'staff',
  input: z.object({}),
  output: z.object({
    shop: shopInfo,
    rules: shopRulesInput,
    unpaid_orders: unpaidOrderRules,
    cart_reminder: cartReminderRules,
    pickup_stores: z.array(pickupStoreRow),
    delivery_countries: z.array(deliveryCountryRow),
    countries: z.array(z.object({ id: z.number().int(), name_en: z.string(), name_zh: z.string() })),
    timeslots: z.array(timeslotRow),
    blackout_dates: z.array(blackoutDateRow),
    tiers: z.array(tierRow),
  }),
});

export const adminShopInfoSave = defineCall({
  name: 'admin_shop_info_save',
  auth: 'staff',
  role: 'owner',
  input: shopInfoInput,
  output: z.object({ shop: shopInfo, ...notice }),
});

export const adminShopRulesSave = defineCall({
  name: 'admin_shop_rules_save',
  auth: 'staff',
  role: 'owner',
  input: shopRulesInput,
  output: z.object({ rules: shopRulesInput, ...notice }),
});

export const adminUnpaidOrderRulesSave = defineCall({
  name: 'admin_unpaid_order_rules_save',
  auth: 'staff',
  role: 'owner',
  input: unpaidOrderRules,
  output: z.object({ unpaid_orders: unpaidOrderRules, ...notice }),
});

export const adminCartReminderRulesSave = defineCall({
  name: 'admin_cart_reminder_rules_save',
  auth: 'staff',
  role: 'owner',
  input: cartReminderRules,
  output: z.object({ cart_reminder: cartReminderRules, ...notice }),
});

/** Renames a tier or changes what reaches it and how many Beans it earns; tiers are not added or removed here. */
export const adminTierSave = defineCall({
  name: 'admin_tier_save',
  auth: 'staff',
  role: 'owner',
  input: z.object({
    id: z.number().int().positive().max(2_147_483_647),
    name_en: filled(40),
    name_zh: filled(40),
    min_spend: z.number().min(0).max(10_000_000),
    multiplier_percent: z.number().int().min(0).max(1000),
  }),
  output: z.object({ tier: tierRow, ...notice }),
});

export type ShopRules = z.infer<typeof shopRulesInput>;
export type UnpaidOrderRules = z.infer<typeof unpaidOrderRules>;
export type CartReminderRules = z.infer<typeof cartReminderRules>;
export type TierRow = z.infer<typeof tierRow>;
