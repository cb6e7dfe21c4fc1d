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
import { assignCoupon, saveCoupon, saveGiftRule, unassignCoupon } from '../../cart/index.ts';
import { memberExists, memberNotFound } from '../../members/index.ts';
import { saveCashCredit, saveExchangeOption } from '../../points/index.ts';
import { auditBy } from '../audit.ts';
import { signedInStaff } from '../staff-auth.ts';
import { memberVoucherRows } from './member-vouchers.repo.ts';
import { couponRows, giftRuleRows, readPromotions } from './promotions-admin.repo.ts';

const saved = { message: 'Saved.', message_zh: '已儲存。' };

export const promotionsAdminHandlers = [
  handle(adminPromotionsGet, async (_input, { db }) => readPromotions(db)),
  handle(adminCouponSave, async (input, ctx) => ({
    coupon: await saveCoupon(ctx.db, input, couponRows, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),
  handle(adminCouponAssign, async (input, ctx) => {
    const staffId = signedInStaff(ctx).id;
    await assignCoupon(ctx.db, input, staffId, auditBy(staffId));
    return {
      vouchers: await memberVoucherRows(ctx.db, input.member_id),
      message: 'Voucher given.',
      message_zh: '已送出優惠券。',
    };
  }),
  handle(adminCouponUnassign, async (input, ctx) => {
    await unassignCoupon(ctx.db, input, auditBy(signedInStaff(ctx).id));
    return {
      vouchers: await memberVoucherRows(ctx.db, input.member_id),
      message: 'Voucher removed.',
      message_zh: '已收回優惠券。',
    };
  }),
  handle(adminMemberVouchersGet, async (input, { db }) => {
    if (!(await memberExists(db, input.member_id))) throw memberNotFound();
    return { vouchers: await memberVoucherRows(db, input.member_id) };
  }),
  handle(adminGiftRuleSave, async (input, ctx) => ({
    gift_rule: await saveGiftRule(ctx.db, input, giftRuleRows, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),
  handle(adminExchangeOptionSave, async (input, ctx) => ({
    exchange_option: await saveExchangeOption(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),
  handle(adminCashCreditSave, async (input, ctx) => ({
    cash_credit_product: await saveCashCredit(ctx.db, input, auditBy(signedInStaff(ctx).id)),
    ...saved,
  })),
];
