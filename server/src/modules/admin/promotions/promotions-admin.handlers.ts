import {
  adminCashCreditSave,
  adminCouponSave,
  adminExchangeOptionSave,
  adminGiftRuleSave,
  adminPromotionsGet,
} from '@shop/contract/admin/promotions-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import { signedInStaff } from '../staff-auth.ts';
import { saveCoupon } from './coupon-admin.service.ts';
import { saveCashCredit, saveExchangeOption, saveGiftRule } from './credit-admin.service.ts';
import { readPromotions } from './promotions-admin.repo.ts';

const saved = { message: 'Saved.', message_zh: '已儲存。' };

export const promotionsAdminHandlers = [
  handle(adminPromotionsGet, async (_input, { db }) => readPromotions(db)),
  handle(adminCouponSave, async (input, ctx) => ({
    coupon: await saveCoupon(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),
  handle(adminGiftRuleSave, async (input, ctx) => ({
    gift_rule: await saveGiftRule(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),
  handle(adminExchangeOptionSave, async (input, ctx) => ({
    exchange_option: await saveExchangeOption(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),
  handle(adminCashCreditSave, async (input, ctx) => ({
    cash_credit_product: await saveCashCredit(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),
];
