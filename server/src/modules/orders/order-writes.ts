import { randomBytes } from 'node:crypto';
import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Closing } from '../../db/commit-with-last-statement.ts';
import type { Db } from '../../db/database.ts';
import type { VariantOption } from '../catalog/index.ts';
import { messageBodyUpdate, messageInsertWithId, type NewMessage } from '../messages/index.ts';
import type { checkoutAddresses } from './checkout-address.ts';
import type { FulfilmentPlan } from './fulfilment-check.ts';
import type { OrderOwner } from './order-idempotency.ts';
import { formatOrderNumber } from './order-number.ts';
import { couponUses, idempotencyKeys, orderLines, orders } from './orders.tables.ts';
import { paymentDueAt } from './payment-deadline.ts';
import { shippingAddressKey } from './unpaid-limits.ts';

/** A cart line as charged: names, options and prices are copied, so later catalogue edits leave the order alone. */
export interface ChargedLine {
  variant: {
    id: number;
    sku: string;
    options: VariantOption[];
    images: string[];
    retailPriceCents: number;
  };
  product: { id: number; nameEn: string; nameZh: string; nameCn: string };
  unitCents: number;
  quantity: number;
  isGift: boolean;
}

/** The amounts of a priced cart that the order charges. */
export interface ChargedAmounts {
  subtotal: number;
  shipping: number | null;
  coupon: { discount: number; row: { id: number; code: string } } | null;
  credit: { points: number; discount: number };
}

export type NewOrder = typeof orders.$inferInsert & {
  orderNumber: string;
  orderToken: string;
  billing: { email: string };
};

export interface OrderParts {
  input: OrderCreateInput;
  plan: FulfilmentPlan;
  addresses: ReturnType<typeof checkoutAddresses>;
  priced: ChargedAmounts;
  owner: OrderOwner;
  /** The order number's running number (order_number_seq). */
  sequence: number;
  now: Date;
  /** The shop's `payment_deadline_hours` when the order is placed. */
  paymentDeadlineHours: number;
}

/** The order row with the amounts charged; a cash part of 0 (all credit) is paid at once. */
export function buildOrder(parts: OrderParts): NewOrder {
  const { input, plan, addresses, priced, owner, sequence, now } = parts;
  const discountCents = priced.coupon?.discount ?? 0;
  const totalCents = priced.subtotal - discountCents + (priced.shipping ?? 0);
  const cashCents = totalCents - priced.credit.discount;
  return {
    orderNumber: formatOrderNumber(hongKongNow(now).day, sequence),
    orderToken: randomBytes(24).toString('base64url'),
    memberId: owner.memberId,
    accessTokenId: owner.accessTokenId,
    deliveryMethod: input.delivery_method,
    pickupStoreId: plan.pickupStore?.id ?? null,
    deliveryCountryId: plan.deliveryCountry?.id ?? null,
    fulfilmentDate: input.date,
    timeslotId: plan.timeslot.id,
    paymentMethod: input.payment_method,
    paymentStatus: cashCents === 0 ? 'paid' : 'pending',
    paidAt: cashCents === 0 ? now : null,
    ...addresses,
    couponId: priced.coupon?.row.id ?? null,
    couponCode: priced.coupon?.row.code ?? '',
    subtotalCents: priced.subtotal,
    discountCents,
    shippingFeeCents: priced.shipping ?? 0,
    creditPoints: priced.credit.points,
    creditCents: priced.credit.discount,
    totalCents,
    cashCents,
    createdAt: now,
    paymentDueAt: paymentDueAt(input.payment_method, cashCents, now, parts.paymentDeadlineHours),
    addressKey: addresses.shipping ? shippingAddressKey(addresses.shipping) : null,
  };
}

export interface OrderWrite {
  order: NewOrder;
  lines: ChargedLine[];
  idempotencyKey: string;
  couponUse: { couponId: number; memberId: number; discountCents: number } | null;
  confirmation: NewMessage;
  /** Other domains' writes that go in the same statement (the emptied cart, the stock taken). */
  alongside: StatementPart[];
}

/** One write of a data-modifying WITH, by the name its result is known under. */
export type StatementPart = [name: string, query: { getSQL(): SQL }];
type Part = StatementPart;

/** Sends a statement and answers its rows: `tx.execute`, or a transaction's `Closing`. */
type Send = <T>(query: SQL) => Promise<T[]>;

const sendIn =
  (tx: Db): Send =>
  async <T>(query: SQL) =>
    ((await tx.execute(query)) as unknown as { rows: T[] }).rows;

/** Several writes as one statement (a data-modifying WITH): one round trip, and atomic by itself. */
async function together<T>(send: Send, parts: Part[], answer: SQL): Promise<T | undefined> {
  const ctes = sql.join(
    parts.map(([name, query]) => sql`${sql.identifier(name)} AS (${query.getSQL()})`),
    sql`, `,
  );
  return (await send<T>(sql`WITH ${ctes} ${answer}`))[0];
}

const orderLineRow = (orderId: SQL) => (l: ChargedLine, i: number) => ({
  orderId,
  variantId: l.variant.id,
  productId: l.product.id,
  sku: l.variant.sku,
  nameEn: l.product.nameEn,
  nameZh: l.product.nameZh,
  nameCn: l.product.nameCn,
  options: l.variant.options,
  images: l.variant.images,
  retailPriceCents: l.variant.retailPriceCents,
  unitPriceCents: l.unitCents,
  quantity: l.quantity,
  isFreeProduct: l.isGift,
  sortOrder: i,
});

export interface Written {
  orderId: number;
  confirmationId: number;
}

/**
 * One statement: the order and its lines, the key bound to the order, the coupon use, the
 * confirmation queued and whatever the caller writes alongside (the emptied cart, the stock). Given
 * the transaction's `closing`, the statement is its last and commits with it.
 */
export async function writeOrder(tx: Db, write: OrderWrite, closing?: Closing): Promise<Written> {
  const { order } = write;
  const orderId = sql`(SELECT id FROM new_order)`;
  const parts: Part[] = [
    ['new_order', tx.insert(orders).values(order).returning({ id: orders.id })],
    ['new_lines', tx.insert(orderLines).values(write.lines.map(orderLineRow(orderId)))],
    [
      'bound_key',
      tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, write.idempotencyKey)),
    ],
    ...write.alongside,
    ['confirmation', messageInsertWithId(tx, write.confirmation)],
  ];
  if (write.couponUse)
    parts.push(['coupon_use', tx.insert(couponUses).values({ ...write.couponUse, orderId })]);
  const written = await together<Written>(
    closing ? (query) => closing.commitWith(query) : sendIn(tx),
    parts,
    sql`SELECT (SELECT id FROM new_order) AS "orderId", (SELECT id FROM confirmation) AS "confirmationId"`,
  );
  return written!;
}

/**
 * A gift that ran out between pricing and taking stock is not given: its line leaves the order and the
 * queued confirmation is written again without it. Rare, so it costs a statement only when it happens.
 */
export async function dropGifts(
  tx: Db,
  { orderId, confirmationId }: Written,
  giftVariantIds: number[],
  confirmation: NewMessage,
): Promise<void> {
  await together(
    sendIn(tx),
    [
      [
        'dropped',
        tx
          .delete(orderLines)
          .where(
            and(
              eq(orderLines.orderId, orderId),
              eq(orderLines.isFreeProduct, true),
              inArray(orderLines.variantId, giftVariantIds),
            ),
          ),
      ],
      ['rewritten', messageBodyUpdate(tx, confirmationId, confirmation.body)],
    ],
    sql`SELECT 1`,
  );
}
