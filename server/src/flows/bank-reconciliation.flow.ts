import type { BankLine, BankLineMatch } from '@shop/contract/admin/bank-reconciliation.calls';
import { cents, toWire } from '@shop/contract/money';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { ApiError, type Message } from '../http/api-error.ts';
import { sqlStateOf, UNIQUE_VIOLATION } from '../lib/sql-state.ts';
import { orderNotFound, orderRows } from '../modules/orders/index.ts';
import { bankOf, claimLine, lineById, linesBetween, matchLines } from '../modules/payments/index.ts';
import { applyOrderTransition } from './order-transition.flow.ts';

const orderFields = {
  id: orderRows.id,
  orderNumber: orderRows.orderNumber,
  createdAt: orderRows.createdAt,
  placedOn: sql<string>`to_char((${orderRows.createdAt} AT TIME ZONE 'UTC') + interval '8 hours', 'YYYY-MM-DD')`,
  cashCents: orderRows.cashCents,
  status: orderRows.status,
  paymentMethod: orderRows.paymentMethod,
  billing: orderRows.billing,
};

type OrderFacts = Awaited<ReturnType<typeof ordersWhere>>[number];

const ordersWhere = (db: Db, where: ReturnType<typeof and>) =>
  db.select(orderFields).from(orderRows).where(where);

/**
 * Orders a transfer may pay: unpaid, not paid at the store, of one of the amounts on the statement.
 * Cancelled ones are read too, so a late payment can be recognised and flagged.
 */
const unpaidOrdersOf = (db: Db, amounts: number[]) =>
  amounts.length === 0
    ? Promise.resolve([])
    : ordersWhere(
        db,
        and(
          eq(orderRows.paymentStatus, 'pending'),
          ne(orderRows.paymentMethod, 'pay_at_store'),
          inArray(orderRows.status, ['placed', 'cancelled']),
          inArray(orderRows.cashCents, amounts),
        ),
      );

const ordersById = async (db: Db, ids: number[]) =>
  new Map(
    (ids.length === 0 ? [] : await ordersWhere(db, and(inArray(orderRows.id, ids)))).map((o) => [o.id, o]),
  );

const orderWire = (o: OrderFacts | undefined) =>
  o
    ? {
        order_id: o.id,
        order_number: o.orderNumber,
        created_at: o.createdAt.toISOString(),
        cash_amount: toWire(cents(o.cashCents)),
        status: o.status,
        payment_method: o.paymentMethod,
        customer_name: `${o.billing.firstName} ${o.billing.lastName}`.trim(),
      }
    : null;

export interface LineQuery {
  bankId: number;
  from: string;
  to: string;
  match?: BankLineMatch;
  limit: number;
  offset: number;
}

/**
 * A bank's statement lines between two days, each with what the shop makes of it now: confirmed,
 * matched or near (with the order it proposes) or unmatched. Proposals are worked out on every read
 * from the orders still unpaid, so an order paid on the orders board meanwhile is no longer offered.
 */
export async function listBankLines(db: Db, query: LineQuery) {
  await bankOf(db, query.bankId);
  const lines = await linesBetween(db, query.bankId, query.from, query.to);
  const open = lines.filter((l) => l.confirmedOrderId === null);
  const unpaid = await unpaidOrdersOf(db, [...new Set(open.map((l) => l.amountCents))]);
  const proposals = new Map(
    matchLines(
      open,
      unpaid.map((o) => ({ ...o, cancelled: o.status === 'cancelled' })),
    ).map((p) => [p.lineId, p]),
  );
  const confirmed = await ordersById(
    db,
    lines.flatMap((l) => (l.confirmedOrderId === null ? [] : [l.confirmedOrderId])),
  );
  const known = new Map([...unpaid.map((o) => [o.id, o] as const), ...confirmed]);
  const rows: BankLine[] = lines.map((line) => {
    const p = proposals.get(line.id);
    const orderId = line.confirmedOrderId ?? p?.orderId ?? null;
    return {
      line_id: line.id,
      booked_on: line.bookedOn,
      amount: toWire(cents(line.amountCents)),
      description: line.description,
      match: p?.match ?? 'confirmed',
      order: orderWire(orderId === null ? undefined : known.get(orderId)),
      candidates: p?.candidates ?? 0,
      refund_by_hand: orderWire(p?.refundOrderId ? known.get(p.refundOrderId) : undefined),
      confirmed_at: line.confirmedAt?.toISOString() ?? null,
    };
  });
  const counts = { matched: 0, near: 0, unmatched: 0, confirmed: 0 };
  for (const row of rows) counts[row.match] += 1;
  const shown = query.match ? rows.filter((r) => r.match === query.match) : rows;
  return {
    lines: shown.slice(query.offset, query.offset + query.limit),
    total_rows: shown.length,
    counts,
  };
}

export interface Confirmation {
  line_id: number;
  order_id: number;
}

type Outcome = 'confirmed' | 'already_confirmed' | 'refused';

/** The line was confirmed meanwhile (by this request's twin, or for another order). */
class LineTaken extends Error {}

const refusal = (why: Message) => ({ outcome: 'refused' as Outcome, message: why.en, message_zh: why.zh });

/**
 * Confirms one line as the payment of one order, in one transaction: the line is claimed, then the
 * order goes through the orders board's own mark-paid transition (Beans earned once, an audit row).
 * Refused, nothing of it stays.
 */
async function confirmOne(db: Db, staffId: number, c: Confirmation, config: Config) {
  const [line, order] = [await lineById(db, c.line_id), (await ordersById(db, [c.order_id])).get(c.order_id)];
  const named = { line_id: c.line_id, order_id: c.order_id, order_number: order?.orderNumber ?? '' };
  if (!line)
    return { ...named, ...refusal({ en: 'This statement line was not found.', zh: '找不到此月結單項目。' }) };
  if (!order) {
    const missing = orderNotFound();
    return { ...named, ...refusal({ en: missing.message, zh: missing.zh }) };
  }
  if (line.confirmedOrderId === order.id)
    return { ...named, outcome: 'already_confirmed' as Outcome, message: '', message_zh: '' };
  if (line.amountCents !== order.cashCents || order.paymentMethod === 'pay_at_store') {
    return {
      ...named,
      ...refusal({
        en: `Order ${order.orderNumber} is not paid by transfer for this line's amount.`,
        zh: `訂單 ${order.orderNumber} 並非以此項目的金額轉賬付款。`,
      }),
    };
  }
  try {
    await db.transaction(async (tx) => {
      if (!(await claimLine(tx, line.id, order.id, staffId))) throw new LineTaken();
      const note = `Bank statement line ${line.id}: ${line.bookedOn}, ${line.description}`.slice(0, 500);
      const { applied } = await applyOrderTransition(
        tx,
        { orderId: order.id, action: 'confirm_payment', staffId, note },
        config,
      );
      if (!applied) {
        throw new ApiError('BANK_LINE_TAKEN', {
          en: `Order ${order.orderNumber} is already paid.`,
          zh: `訂單 ${order.orderNumber} 已付款。`,
        });
      }
    });
    return { ...named, outcome: 'confirmed' as Outcome, message: '', message_zh: '' };
  } catch (error) {
    if (error instanceof LineTaken) {
      const now = await lineById(db, line.id);
      if (now?.confirmedOrderId === order.id) {
        return { ...named, outcome: 'already_confirmed' as Outcome, message: '', message_zh: '' };
      }
      return {
        ...named,
        ...refusal({ en: 'This line already confirmed another order.', zh: '此項目已確認另一張訂單。' }),
      };
    }
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      return {
        ...named,
        ...refusal({
          en: `Order ${order.orderNumber} was already confirmed by another statement line.`,
          zh: `訂單 ${order.orderNumber} 已由另一個月結單項目確認。`,
        }),
      };
    }
    if (error instanceof ApiError) return { ...named, ...refusal({ en: error.message, zh: error.zh }) };
    throw error;
  }
}

/** Confirms each pair on its own, so one refusal does not hold back the rest; answers each outcome. */
export async function confirmBankLines(
  db: Db,
  staffId: number,
  confirmations: Confirmation[],
  config: Config,
) {
  const results = [];
  for (const c of confirmations) results.push(await confirmOne(db, staffId, c, config));
  return { confirmed: results.filter((r) => r.outcome === 'confirmed').length, results };
}
