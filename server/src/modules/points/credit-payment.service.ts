import { formatCredit } from '@shop/contract/shop-money';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockMember } from '../members/index.ts';
import { appendLedger, isOverdraft } from './ledger.ts';
import { POINT_TYPE } from './points.tables.ts';

/**
 * Burns the credit an order pays with, as a negative ledger row. The ledger trigger moves the balance
 * under its row lock and the balance CHECK refuses an overdraft, so the balance is checked by the
 * database at this moment, whatever the cart showed earlier. The caller holds the member's lock.
 */
export async function burnCredit(
  tx: Db,
  burn: { memberId: number; points: number; orderNumber: string },
): Promise<void> {
  try {
    await appendLedger(tx, {
      memberId: burn.memberId,
      pointTypeId: POINT_TYPE.credit,
      amount: -burn.points,
      reason: 'order_payment',
      reference: burn.orderNumber,
      descriptionEn: `Credit used on order ${burn.orderNumber}`,
      descriptionZh: `訂單 ${burn.orderNumber} 使用購物額`,
    });
  } catch (error) {
    if (!isOverdraft(error)) throw error;
    throw creditShort(burn.points);
  }
}

/** The balance no longer covers the credit applied to the cart; the shopper re-applies what they have. */
export function creditShort(points: number): ApiError {
  const applied = formatCredit(points);
  return new ApiError('INSUFFICIENT_CREDIT', {
    en: `Your credit balance is now below the ${applied} credit applied to this cart. Please apply it again.`,
    zh: `你的購物額餘額已少於此購物車使用的${applied}購物額，請重新使用。`,
  });
}

export interface CreditReturn {
  memberId: number | null;
  orderNumber: string;
  points: number;
  why: 'cancel' | 'refund';
}

const WORDING = {
  cancel: { reason: 'order_cancelled', en: 'cancelled', zh: '取消' },
  refund: { reason: 'order_refunded', en: 'refunded', zh: '退款' },
} as const;

/**
 * Gives burnt credit back as a positive ledger row. The member's lock comes first, as in every
 * transaction that writes their ledger (members' member-reads.ts).
 */
export async function returnCredit(tx: Db, credit: CreditReturn): Promise<void> {
  if (credit.memberId === null || credit.points === 0) return;
  await lockMember(tx, credit.memberId);
  const wording = WORDING[credit.why];
  const worth = formatCredit(credit.points);
  await appendLedger(tx, {
    memberId: credit.memberId,
    pointTypeId: POINT_TYPE.credit,
    amount: credit.points,
    reason: wording.reason,
    reference: credit.orderNumber,
    descriptionEn: `${worth} credit returned: order ${credit.orderNumber} ${wording.en}`,
    descriptionZh: `訂單 ${credit.orderNumber} ${wording.zh}，退回 ${worth} 購物額`,
  });
}
