import { formatHkd } from '@shop/contract/money';
import type { Db } from '../../db/database.ts';
import { lockMember } from '../members/index.ts';
import { beansForCash, formatMultiplier } from './beans-earning.ts';
import { appendLedger, formatPoints } from './ledger.ts';
import { settleTier } from './member-tier.service.ts';
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

/**
 * Call in the transaction that marks an order paid. The member is locked first (members' member-reads.ts), so
 * two orders of one member paid at once take turns and the second counts the first's spend. Paying
 * only ever raises the tier (docs/loyalty.md); the order then earns at the tier it reached.
 */
export async function earnBeansForPaidOrder(tx: Db, order: PaidOrder, now = new Date()): Promise<Earned> {
  const { memberId } = order;
  if (memberId === null || memberId === undefined) return { beans: 0, tierId: null };
  const member = await lockMember(tx, memberId);
  if (!member) return { beans: 0, tierId: null };
  const tier = await settleTier(tx, memberId, member, 'payment', now);

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
