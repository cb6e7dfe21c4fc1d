import {
  adminCashCreditSave,
  adminCouponAssign,
  adminCouponSave,
  adminCouponUnassign,
  adminExchangeOptionSave,
  adminGiftRuleSave,
  adminMemberVouchersGet,
  adminPromotionsGet,
} from '@shop/contract/admin/promotions-admin.calls';
import { handle } from '../../../http/call-handler.ts';
import { signedInStaff } from '../staff-auth.ts';
import { saveCoupon } from './coupon-admin.service.ts';
import { assignCoupon, memberVouchersForStaff, unassignCoupon } from './coupon-assign.service.ts';
import { saveCashCredit, saveExchangeOption, saveGiftRule } from './credit-admin.service.ts';
import { readPromotions } from './promotions-admin.repo.ts';

const saved = { message: 'Saved.', message_zh: '已儲存。' };

export const promotionsAdminHandlers = [
  handle(adminPromotionsGet, async (_input, { db }) => readPromotions(db)),
  handle(adminCouponSave, async (input, ctx) => ({
    coupon: await saveCoupon(ctx.db, signedInStaff(ctx).id, input),
    ...saved,
  })),
  handle(adminCouponAssign, async (input, ctx) => ({
    vouchers: await assignCoupon(ctx.db, signedInStaff(ctx).id, input),
    message: 'Voucher given.',
    message_zh: '已送出優惠券。',
  })),
  handle(adminCouponUnassign, async (input, ctx) => ({
    vouchers: await unassignCoupon(ctx.db, signedInStaff(ctx).id, input),
    message: 'Voucher removed.',
    message_zh: '已收回優惠券。',
  })),
  handle(adminMemberVouchersGet, async (input, { db }) => ({
    vouchers: await memberVouchersForStaff(db, input.member_id),
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
