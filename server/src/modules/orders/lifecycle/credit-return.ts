import type { Db } from '../../../db/database.ts';
import { appendLedger, formatPoints } from '../../points/ledger.ts';
import { lockMember } from '../../points/member-lock.ts';
import { POINT_TYPE } from '../../points/points.tables.ts';

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
 * transaction that writes their ledger (points/member-lock.ts).
 */
export async function returnCredit(tx: Db, credit: CreditReturn): Promise<void> {
  if (credit.memberId === null || credit.points === 0) return;
  await lockMember(tx, credit.memberId);
  const wording = WORDING[credit.why];
  const points = formatPoints(credit.points);
  await appendLedger(tx, {
    memberId: credit.memberId,
    pointTypeId: POINT_TYPE.credit,
    amount: credit.points,
    reason: wording.reason,
    reference: credit.orderNumber,
    descriptionEn: `${points} credit returned: order ${credit.orderNumber} ${wording.en}`,
    descriptionZh: `訂單 ${credit.orderNumber} ${wording.zh}，退回 ${points} 購物額`,
  });
}
