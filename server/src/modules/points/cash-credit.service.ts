import { formatCreditCents } from '@shop/contract/shop-money';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockMember } from '../members/index.ts';
import { orderHeader, orderLineUnits } from '../orders/index.ts';
import { appendLedger } from './ledger.ts';
import { cashCreditGrants } from './loyalty.tables.ts';
import { cashCreditProducts, POINT_TYPE, pointTypes } from './points.tables.ts';

/**
 * Call when the order and its lines are written: every cash credit pack line becomes a grant with the
 * credit the pack gives now, issued later when the order is paid. Credit needs a member to go to.
 */
export async function reserveCashCredit(tx: Db, orderId: number, memberId: number | null): Promise<void> {
  const lines = await orderLineUnits(tx, orderId);
  const variantIds = lines.flatMap((l) => (l.variantId === null ? [] : [l.variantId]));
  if (variantIds.length === 0) return;
  const packs = await tx
    .select({ variantId: cashCreditProducts.variantId, creditPerUnit: cashCreditProducts.creditAmount })
    .from(cashCreditProducts)
    .where(inArray(cashCreditProducts.variantId, variantIds));
  const packLines = lines.flatMap((line) => {
    const pack = packs.find((p) => p.variantId === line.variantId);
    return pack ? [{ orderLineId: line.id, creditPerUnit: pack.creditPerUnit, quantity: line.quantity }] : [];
  });
  if (packLines.length === 0) return;
  if (memberId === null)
    throw new ApiError('FORBIDDEN', { en: 'Sign in to buy credit.', zh: '請先登入再購買購物額。' });
  await tx.insert(cashCreditGrants).values(packLines.map((line) => ({ ...line, orderId, memberId })));
}

async function creditValueCents(tx: Db): Promise<number> {
  const [type] = await tx
    .select({ cents: pointTypes.cashValueCents })
    .from(pointTypes)
    .where(eq(pointTypes.id, POINT_TYPE.credit));
  return type?.cents ?? 0;
}

/**
 * Call in the transaction that marks the order paid. The guarded UPDATE claims the order's
 * unissued grants: a second call (or ten at once) waits on the rows, finds them issued and adds
 * nothing, so the credit goes out once. Units refunded before payment are never issued. Answers the
 * credit issued now.
 */
export async function issueCashCreditForPaidOrder(
  tx: Db,
  orderId: number,
  now = new Date(),
): Promise<number> {
  const order = await orderHeader(tx, orderId);
  if (!order?.memberId) return 0;
  await lockMember(tx, order.memberId);
  const g = cashCreditGrants;
  const claimed = await tx
    .update(g)
    .set({ issuedAt: now })
    .where(and(eq(g.orderId, orderId), isNull(g.issuedAt)))
    .returning({ units: sql<number>`${g.quantity} - ${g.revokedQuantity}`, perUnit: g.creditPerUnit });
  const credit = claimed.reduce((sum, line) => sum + line.units * line.perUnit, 0);
  if (credit === 0) return 0;
  const worth = formatCreditCents(credit * (await creditValueCents(tx)));
  await appendLedger(tx, {
    memberId: order.memberId,
    pointTypeId: POINT_TYPE.credit,
    amount: credit,
    reason: 'cash_credit_purchase',
    reference: order.orderNumber,
    descriptionEn: `${worth} credit bought on order ${order.orderNumber}`,
    descriptionZh: `訂單 ${order.orderNumber} 購買 ${worth} 購物額`,
  });
  return credit;
}
