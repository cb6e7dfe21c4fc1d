import {
  adminBlackoutDateAdd,
  adminDeliveryCountrySave,
  adminFulfilmentDelete,
  adminPickupStoreSave,
  adminTimeslotSave,
} from '@shop/contract/admin/fulfilment-admin.calls';
import {
  adminSettingsGet,
  adminShopInfoSave,
  adminShopRulesSave,
  adminTierSave,
} from '@shop/contract/admin/settings-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import { signedInStaff } from '../staff-auth.ts';
import {
  addBlackoutDates,
  deleteFulfilmentRow,
  saveDeliveryCountry,
  savePickupStore,
  saveTimeslot,
} from './fulfilment-admin.service.ts';
import { readAdminSettings } from './settings-admin.repo.ts';
import { saveShopInfo, saveShopRules, saveTier } from './shop-settings-admin.service.ts';

const saved = { message: 'Saved.', message_zh: '已儲存。' };

export const settingsAdminHandlers = [
  handle(adminSettingsGet, async (_input, { db }) => readAdminSettings(db, new Date())),

  handle(adminShopInfoSave, async (input, ctx) => {
    await saveShopInfo(ctx.db, signedInStaff(ctx).id, input);
    return { shop: input, ...saved };
  }),

  handle(adminShopRulesSave, async (input, ctx) => {
    await saveShopRules(ctx.db, signedInStaff(ctx).id, input);
    return { rules: input, ...saved };
  }),

  handle(adminTierSave, async (input, ctx) => ({
    tier: await saveTier(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),

  handle(adminPickupStoreSave, async (input, ctx) => ({
    store: await savePickupStore(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),

  handle(adminDeliveryCountrySave, async (input, ctx) => ({
    delivery_country: await saveDeliveryCountry(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),

  handle(adminTimeslotSave, async (input, ctx) => ({
    timeslot: await saveTimeslot(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),

  handle(adminBlackoutDateAdd, async (input, ctx) => ({
    blackout_dates: await addBlackoutDates(ctx.db, signedInStaff(ctx).id, input, new Date()),
    message: 'The day is closed.',
    message_zh: '該日已關閉。',
  })),

  handle(adminFulfilmentDelete, async (input, ctx) => {
    await deleteFulfilmentRow(ctx.db, signedInStaff(ctx).id, input.kind, input.id);
    return { message: 'Removed.', message_zh: '已刪除。' };
  }),
];
