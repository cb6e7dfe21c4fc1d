import {
  adminBlackoutDateAdd,
  adminDeliveryCountrySave,
  adminFulfilmentDelete,
  adminPickupStoreSave,
  adminTimeslotSave,
} from '@shop/contract/admin/fulfilment-admin.calls';
import {
  adminCartReminderRulesSave,
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminTierSave,
  adminUnpaidOrderRulesSave,
} from '@shop/contract/admin/settings-admin.calls';
import type { Db } from '../../../db/database.ts';
import { handle } from '../../../http/call-handler.ts';
import {
  addBlackoutDates,
  deleteFulfilmentRow,
  readCartReminderRules,
  readShopSetup,
  saveCartReminderRules,
  saveDeliveryCountry,
  savePickupStore,
  saveShopInfo,
  saveShopRules,
  saveTimeslot,
  saveUnpaidOrderRules,
  unpaidOrderRulesOf,
} from '../../lookups/index.ts';
import { listTiers, saveTier } from '../../members/index.ts';
import { readBeansExpiryMonths } from '../../points/index.ts';
import { subscriptionCutoffDays } from '../../subscriptions/index.ts';
import { auditBy } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';

const saved = { message: 'Saved.', message_zh: '已儲存。' };

/** Everything the settings screen shows: the shop's set-up, the Beans expiry and the member tiers. */
async function readSettingsScreen(db: Db, now: Date) {
  const [{ settings, ...setup }, beansExpiry, cartReminder, tiers] = await Promise.all([
    readShopSetup(db, now),
    readBeansExpiryMonths(db),
    readCartReminderRules(db),
    listTiers(db),
  ]);
  return {
    shop: settings.shop,
    rules: {
      lead_time_days: settings.lead_time_days,
      booking_window_days: settings.booking_window_days,
      beans_expiry_months: beansExpiry,
      subscription_cutoff_days: subscriptionCutoffDays(settings),
    },
    unpaid_orders: unpaidOrderRulesOf(settings),
    cart_reminder: cartReminder,
    ...setup,
    tiers,
  };
}

export const settingsAdminHandlers = [
  handle(adminSettingsGet, async (_input, { db }) => readSettingsScreen(db, new Date())),

  handle(adminShopInfoSave, async (input, ctx) => {
    await saveShopInfo(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { shop: input, ...saved };
  }),

  handle(adminShopRulesSave, async (input, ctx) => {
    await saveShopRules(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { rules: input, ...saved };
  }),

  handle(adminUnpaidOrderRulesSave, async (input, ctx) => {
    await saveUnpaidOrderRules(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { unpaid_orders: input, ...saved };
  }),

  handle(adminCartReminderRulesSave, async (input, ctx) => {
    await saveCartReminderRules(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return { cart_reminder: input, ...saved };
  }),

  handle(adminTierSave, async (input, ctx) => ({
    tier: await saveTier(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),

  handle(adminPickupStoreSave, async (input, ctx) => ({
    store: await savePickupStore(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),

  handle(adminDeliveryCountrySave, async (input, ctx) => ({
    delivery_country: await saveDeliveryCountry(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),

  handle(adminTimeslotSave, async (input, ctx) => ({
    timeslot: await saveTimeslot(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),

  handle(adminBlackoutDateAdd, async (input, ctx) => ({
    blackout_dates: await addBlackoutDates(ctx.db, input, new Date(), auditBy(signedInStaff(ctx).id)),
    message: 'The day is closed.',
    message_zh: '該日已關閉。',
  })),

  handle(adminFulfilmentDelete, async (input, ctx) => {
    await deleteFulfilmentRow(ctx.db, input.kind, input.id, auditBy(signedInStaff(ctx).id));
    return { message: 'Removed.', message_zh: '已刪除。' };
  }),
];
