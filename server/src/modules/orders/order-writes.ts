import type { OrderCreateInput } from '@shop/contract/orders/checkout-fields';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { randomToken } from '../cart/access-token.ts';
import type { PricedCart, PricedLine } from '../cart/cart-pricing.ts';
import type { checkoutAddresses } from './checkout-address.ts';
import type { FulfilmentPlan } from './fulfilment-check.ts';
import { hongKongNow } from './fulfilment-date.ts';
import type { OrderOwner } from './order-idempotency.ts';
import { formatOrderNumber } from './order-number.ts';
import { orderLines, orders } from './orders.tables.ts';

export type NewOrder = typeof orders.$inferInsert & {
  orderNumber: string;
  orderToken: string;
  billing: { email: string };
};

export interface OrderParts {
  input: OrderCreateInput;
  plan: FulfilmentPlan;
  addresses: Awaited<ReturnType<typeof checkoutAddresses>>;
  priced: PricedCart;
  owner: OrderOwner;
  now: Date;
}

async function nextOrderNumber(tx: Db, now: Date): Promise<string> {
  const [row] = await tx
    .select({ n: sql<string>`nextval('order_number_seq')` })
    .from(sql`(VALUES (1)) AS one (x)`);
  return formatOrderNumber(hongKongNow(now).day, Number(row!.n));
}

/** The order row with the amounts charged; a cash part of 0 (all credit) is paid at once. */
export async function buildOrder(
  tx: Db,
  { input, plan, addresses, priced, owner, now }: OrderParts,
): Promise<NewOrder> {
  const discountCents = priced.coupon?.discount ?? 0;
  const totalCents = priced.subtotal - discountCents + (priced.shipping ?? 0);
  const cashCents = totalCents - priced.credit.discount;
  return {
    orderNumber: await nextOrderNumber(tx, now),
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

/** Writes the order and its lines as charged: names, options and prices are copied, so later catalogue edits leave it alone. */
export async function insertOrder(tx: Db, order: NewOrder, lines: PricedLine[]): Promise<number> {
  const [row] = await tx.insert(orders).values(order).returning({ id: orders.id });
  const orderId = row!.id;
  await tx.insert(orderLines).values(
    lines.map((l, i) => ({
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
    })),
  );
  return orderId;
}
