import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { randomToken } from '../cart/access-token.ts';
import { cartLines, carts } from '../cart/cart.tables.ts';
import type { PricedCart, PricedLine } from '../cart/cart-pricing.ts';
import { messageInsert, type NewMessage } from '../messages/outbox.repo.ts';
import { outbox } from '../messages/outbox.tables.ts';
import type { checkoutAddresses } from './checkout-address.ts';
import type { FulfilmentPlan } from './fulfilment-check.ts';
import { hongKongNow } from './fulfilment-date.ts';
import type { OrderOwner } from './order-idempotency.ts';
import { formatOrderNumber } from './order-number.ts';
import { couponUses, idempotencyKeys, orderLines, orders } from './orders.tables.ts';

export type NewOrder = typeof orders.$inferInsert & {
  orderNumber: string;
  orderToken: string;
  billing: { email: string };
};

export interface OrderParts {
  input: OrderCreateInput;
  plan: FulfilmentPlan;
  addresses: ReturnType<typeof checkoutAddresses>;
  priced: PricedCart;
  owner: OrderOwner;
  /** The order number's running number (order_number_seq). */
  sequence: number;
  now: Date;
}

/** The order row with the amounts charged; a cash part of 0 (all credit) is paid at once. */
export function buildOrder({ input, plan, addresses, priced, owner, sequence, now }: OrderParts): NewOrder {
  const discountCents = priced.coupon?.discount ?? 0;
  const totalCents = priced.subtotal - discountCents + (priced.shipping ?? 0);
  const cashCents = totalCents - priced.credit.discount;
  return {
    orderNumber: formatOrderNumber(hongKongNow(now).day, sequence),
    orderToken: randomToken(24),
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
  };
}

export interface OrderWrite {
  order: NewOrder;
  /** The lines as charged: names, options and prices are copied, so later catalogue edits leave them alone. */
  lines: PricedLine[];
  idempotencyKey: string;
  cartId: number;
  couponUse: { couponId: number; memberId: number; discountCents: number } | null;
  confirmation: NewMessage;
}

type Part = [name: string, query: { getSQL(): SQL }];

/** Several writes as one statement (a data-modifying WITH): one round trip, and atomic by itself. */
async function together<T>(tx: Db, parts: Part[], answer: SQL): Promise<T | undefined> {
  const ctes = sql.join(
    parts.map(([name, query]) => sql`${sql.identifier(name)} AS (${query.getSQL()})`),
    sql`, `,
  );
  const result = await tx.execute(sql`WITH ${ctes} ${answer}`);
  return (result as unknown as { rows: T[] }).rows[0];
}

const orderLineRow = (orderId: SQL) => (l: PricedLine, i: number) => ({
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
 * One statement: the order and its lines, the key bound to the order, the coupon use, the cart
 * emptied (lines, coupon, credit; the row stays for the next shop) and the confirmation queued.
 */
export async function writeOrder(tx: Db, write: OrderWrite): Promise<Written> {
  const { order, cartId } = write;
  const orderId = sql`(SELECT id FROM new_order)`;
  const parts: Part[] = [
    ['new_order', tx.insert(orders).values(order).returning({ id: orders.id })],
    ['new_lines', tx.insert(orderLines).values(write.lines.map(orderLineRow(orderId)))],
    [
      'bound_key',
      tx.update(idempotencyKeys).set({ orderId }).where(eq(idempotencyKeys.key, write.idempotencyKey)),
    ],
    ['emptied_lines', tx.delete(cartLines).where(eq(cartLines.cartId, cartId))],
    [
      'emptied_cart',
      tx
        .update(carts)
        .set({ couponId: null, creditPoints: 0, updatedAt: order.createdAt })
        .where(eq(carts.id, cartId)),
    ],
    ['confirmation', messageInsert(tx, write.confirmation).returning({ id: outbox.id })],
  ];
  if (write.couponUse)
    parts.push(['coupon_use', tx.insert(couponUses).values({ ...write.couponUse, orderId })]);
  const written = await together<Written>(
    tx,
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
    tx,
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
      ['rewritten', tx.update(outbox).set({ body: confirmation.body }).where(eq(outbox.id, confirmationId))],
    ],
    sql`SELECT 1`,
  );
}
