import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { recordAudit } from '../audit.ts';
import { memberNotFound } from '../member-not-found.ts';
import {
  couponCode,
  deleteAssignment,
  insertAssignment,
  memberExists,
  memberVoucherRows,
} from './member-vouchers.repo.ts';

interface Assignment {
  coupon_id: number;
  member_id: number;
}

function couponNotFound(): ApiError {
  return new ApiError('NOT_FOUND', { en: 'This coupon was not found.', zh: '找不到這張優惠券。' });
}

/** Both must exist, or the console asked about a stale or mistyped id. */
async function checkBoth(tx: Db, { coupon_id, member_id }: Assignment): Promise<string> {
  const code = await couponCode(tx, coupon_id);
  if (code === undefined) throw couponNotFound();
  if (!(await memberExists(tx, member_id))) throw memberNotFound();
  return code;
}

/** Gives the coupon to the member; giving it again writes nothing (no second row, no audit row). */
export async function assignCoupon(db: Db, staffId: number, input: Assignment) {
  return db.transaction(async (tx) => {
    const code = await checkBoth(tx, input);
    const added = await insertAssignment(tx, {
      couponId: input.coupon_id,
      memberId: input.member_id,
      staffId,
    });
    if (added) {
      await recordAudit(tx, {
        staffId,
        action: 'coupon.assign',
        entity: 'member',
        entityId: input.member_id,
        before: null,
        after: { coupon_id: input.coupon_id, code },
      });
    }
    return memberVoucherRows(tx, input.member_id);
  });
}

/** Takes the coupon back; taking back one the member does not have writes nothing. */
export async function unassignCoupon(db: Db, staffId: number, input: Assignment) {
  return db.transaction(async (tx) => {
    const code = await checkBoth(tx, input);
    if (await deleteAssignment(tx, input.coupon_id, input.member_id)) {
      await recordAudit(tx, {
        staffId,
        action: 'coupon.unassign',
        entity: 'member',
        entityId: input.member_id,
        before: { coupon_id: input.coupon_id, code },
        after: null,
      });
    }
    return memberVoucherRows(tx, input.member_id);
  });
}

export async function memberVouchersForStaff(db: Db, memberId: number) {
  if (!(await memberExists(db, memberId))) throw memberNotFound();
  return memberVoucherRows(db, memberId);
}
