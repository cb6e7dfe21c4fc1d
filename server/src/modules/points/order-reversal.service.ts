import { formatHkd } from '@shop/contract/money';
import { formatCredit } from '@shop/contract/shop-money';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { lockMember } from '../members/index.ts';
import { orderHeader } from '../orders/index.ts';
import { appendLedger, formatPoints } from './ledger.ts';
import { cashCreditGrants, orderPointReversals } from './loyalty.tables.ts';
import { settleTier } from './member-tier.service.ts';
import { readBalances } from './points.repo.ts';
import { POINT_TYPE, pointLedger } from './points.tables.ts';
import { beansToReverse, takeWithin } from './reversal-rules.ts';

export interface OrderRefund {
  orderId: number;
  memberId: number | null;
  orderNumber: string;
  /** Unique per refund, e.g. `SC-20261123-0001/refund-2`: a retry with the same key reverses nothing more. */
  refundKey: string;
  /** Cash handed back by this refund (a cancellation of a paid order: all of it). */
  refundedCashCents: number;
  /** Order lines handed back by this refund; cash credit pack lines among them lose their credit. */
  refundedLines?: readonly { orderLineId: number; quantity: number }[];
}

export interface Reversal {
  beansDue: number;
  beansTaken: number;
  creditDue: number;
  creditTaken: number;
}

const NOTHING: Reversal = { beansDue: 0, beansTaken: 0, creditDue: 0, creditTaken: 0 };

async function earnedOn(tx: Db, memberId: number, orderNumber: string): Promise<number> {
  const l = pointLedger;
  const [row] = await tx
    .select({ sum: sql<number>`coalesce(sum(${l.amount}), 0)::int` })
    .from(l)
    .where(and(eq(l.memberId, memberId), eq(l.reason, 'order_earned'), eq(l.reference, orderNumber)));
  return row?.sum ?? 0;
}

async function beansDue(tx: Db, refund: OrderRefund & { memberId: number }): Promise<number> {
  const order = await orderHeader(tx, refund.orderId);
  const r = orderPointReversals;
  const [before] = await tx
    .select({
      cash: sql<number>`coalesce(sum(${r.refundedCashCents}), 0)::int`,
      due: sql<number>`coalesce(sum(${r.beansDue}), 0)::int`,
    })
    .from(r)
    .where(and(eq(r.orderId, refund.orderId), ne(r.refundKey, refund.refundKey)));
  return beansToReverse({
    earned: await earnedOn(tx, refund.memberId, refund.orderNumber),
    orderCashCents: order?.cashCents ?? 0,
    refundedBeforeCents: before?.cash ?? 0,
    refundedNowCents: refund.refundedCashCents,
    dueBefore: before?.due ?? 0,
  });
}

/** Marks the refunded pack units revoked (the CHECK refuses more than were bought); answers the credit already issued for them. */
async function creditDue(tx: Db, refund: OrderRefund): Promise<number> {
  let due = 0;
  for (const line of refund.refundedLines ?? []) {
    const g = cashCreditGrants;
    const [grant] = await tx
      .update(g)
      .set({ revokedQuantity: sql`${g.revokedQuantity} + ${line.quantity}` })
      .where(and(eq(g.orderLineId, line.orderLineId), eq(g.orderId, refund.orderId)))
      .returning({ issuedAt: g.issuedAt, perUnit: g.creditPerUnit });
    if (grant?.issuedAt) due += grant.perUnit * line.quantity;
  }
  return due;
}

function shortNote(due: number, taken: number, unit: { en: string; zh: string }) {
  const short = formatPoints(due - taken);
  return due > taken
    ? {
        en: ` (${short} ${unit.en} already spent, not taken back)`,
        zh: `（${short} ${unit.zh}已使用，不予扣回）`,
      }
    : { en: '', zh: '' };
}

/**
 * Call in the transaction that records a refund or cancellation of a member's order. Under the
 * member's lock: claims the refund key (a retry answers the first run's figures and writes nothing),
 * reverses the Beans in proportion to the cash refunded, takes back the credit of refunded cash credit
 * packs, and lowers the tier if the remaining spend no longer reaches it. A reversal takes what the
 * balance holds and records the rest as a shortfall: no balance ever goes below 0 (docs/loyalty.md).
 */
export async function reverseOrderPoints(tx: Db, refund: OrderRefund, now = new Date()): Promise<Reversal> {
  const { memberId } = refund;
  if (memberId === null) return NOTHING;
  const member = await lockMember(tx, memberId);
  if (!member) return NOTHING;
  const r = orderPointReversals;
  const [claimed] = await tx
    .insert(r)
    .values({
      refundKey: refund.refundKey,
      orderId: refund.orderId,
      memberId,
      refundedCashCents: refund.refundedCashCents,
    })
    .onConflictDoNothing()
    .returning({ key: r.refundKey });
  if (!claimed) {
    const [first] = await tx.select().from(r).where(eq(r.refundKey, refund.refundKey));
    return first
      ? {
          beansDue: first.beansDue,
          beansTaken: first.beansTaken,
          creditDue: first.creditDue,
          creditTaken: first.creditTaken,
        }
      : NOTHING;
  }

  const balances = await readBalances(tx, memberId);
  const beans = await beansDue(tx, { ...refund, memberId });
  const credit = await creditDue(tx, refund);
  const done: Reversal = {
    beansDue: beans,
    beansTaken: takeWithin(beans, balances[String(POINT_TYPE.beans)] ?? 0),
    creditDue: credit,
    creditTaken: takeWithin(credit, balances[String(POINT_TYPE.credit)] ?? 0),
  };
  const refunded = formatHkd(refund.refundedCashCents);
  if (done.beansTaken > 0) {
    const note = shortNote(done.beansDue, done.beansTaken, { en: 'Beans', zh: '咖啡豆積分' });
    await appendLedger(tx, {
      memberId,
      pointTypeId: POINT_TYPE.beans,
      amount: -done.beansTaken,
      reason: 'order_reversed',
      reference: refund.refundKey,
      descriptionEn: `${formatPoints(done.beansTaken)} Beans reversed: order ${refund.orderNumber} refunded ${refunded}${note.en}`,
      descriptionZh: `訂單 ${refund.orderNumber} 退款 ${refunded}，扣回 ${formatPoints(done.beansTaken)} 咖啡豆積分${note.zh}`,
    });
  }
  if (done.creditTaken > 0) {
    const note = shortNote(done.creditDue, done.creditTaken, { en: 'credit', zh: '購物額' });
    await appendLedger(tx, {
      memberId,
      pointTypeId: POINT_TYPE.credit,
      amount: -done.creditTaken,
      reason: 'cash_credit_revoked',
      reference: refund.refundKey,
      descriptionEn: `${formatCredit(done.creditTaken)} credit bought on order ${refund.orderNumber} taken back (refunded)${note.en}`,
      descriptionZh: `訂單 ${refund.orderNumber} 已退款，收回所購 ${formatCredit(done.creditTaken)} 購物額${note.zh}`,
    });
  }
  await tx.update(r).set(done).where(eq(r.refundKey, refund.refundKey));
  await settleTier(tx, memberId, member, 'refund', now);
  return done;
}
