import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { members, tiers } from '../members/members.tables.ts';
import { orders } from '../orders/orders.tables.ts';
import { beansForCash, formatMultiplier, tierForSpend } from './beans-earning.ts';
import { appendLedger, formatHkd, formatPoints } from './ledger.ts';
import { POINT_TYPE } from './points.tables.ts';

/** What earning needs of an order that has just become paid (and is written, in this transaction). */
export interface PaidOrder {
  orderNumber: string;
  memberId?: number | null;
  cashCents: number;
}

export interface Earned {
  beans: number;
  tierId: number | null;
}

const NO_TIER_MULTIPLIER = 100;

/** Paid cash over the 12 months up to `now`, this order included: credit was paid for once already. */
async function recentSpend(tx: Db, memberId: number, now: Date): Promise<number> {
  const since = new Date(now);
  since.setUTCFullYear(since.getUTCFullYear() - 1);
  const [row] = await tx
    .select({ cents: sql<number>`coalesce(sum(${orders.cashCents}), 0)::int` })
    .from(orders)
    .where(and(eq(orders.memberId, memberId), eq(orders.paymentStatus, 'paid'), gte(orders.paidAt, since)));
  return row?.cents ?? 0;
}

/**
 * Call in the transaction that marks an order paid. The member row is locked first, so two orders
 * of one member paid at once take turns and the second counts the first's spend. Paying only ever
 * raises the tier (a downgrade is the yearly review's, docs/loyalty.md); the order then earns at
 * the tier it reached.
 */
export async function earnBeansForPaidOrder(tx: Db, order: PaidOrder, now = new Date()): Promise<Earned> {
  const { memberId } = order;
  if (memberId === null || memberId === undefined) return { beans: 0, tierId: null };
  const [member] = await tx
    .select({ tierId: members.tierId })
    .from(members)
    .where(eq(members.id, memberId))
    .for('update');
  const allTiers = await tx.select().from(tiers);
  const current = allTiers.find((tier) => tier.id === member?.tierId);
  const reached = tierForSpend(allTiers, await recentSpend(tx, memberId, now));
  const tier = reached && (!current || reached.minSpendCents > current.minSpendCents) ? reached : current;
  if (tier && tier !== current)
    await tx.update(members).set({ tierId: tier.id }).where(eq(members.id, memberId));

  const multiplier = tier?.multiplierPercent ?? NO_TIER_MULTIPLIER;
  const beans = beansForCash(order.cashCents, multiplier);
  if (beans > 0) {
    const paid = formatHkd(order.cashCents);
    const times = formatMultiplier(multiplier);
    await appendLedger(tx, {
      memberId,
      pointTypeId: POINT_TYPE.beans,
      amount: beans,
      reason: 'order_earned',
      reference: order.orderNumber,
      descriptionEn: `${formatPoints(beans)} Beans earned on order ${order.orderNumber} (${paid} paid, ${times})`,
      descriptionZh: `訂單 ${order.orderNumber} 賺取 ${formatPoints(beans)} 咖啡豆積分（已付 ${paid}，${times}）`,
    });
  }
  return { beans, tierId: tier?.id ?? null };
}
