import { randomBytes } from 'node:crypto';
import type { ORDER_ACTIONS } from '@shop/contract/admin/admin-orders.calls';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { eq, inArray, sql } from 'drizzle-orm';
import { products, variants } from '../../../modules/catalog/catalog.tables.ts';
import { countries, pickupStores, timeslots } from '../../../modules/lookups/lookups.tables.ts';
import { memberAddresses } from '../../../modules/members/addresses.tables.ts';
import { formatOrderNumber } from '../../../modules/orders/order-number.ts';
import { type OrderAddress, orderEvents, orderLines, orders } from '../../../modules/orders/orders.tables.ts';
import type { Db } from '../../database.ts';
import { DEMO_MEMBER } from './demo-member.data.ts';
import { DEMO_ORDERS, type DemoOrder, demoOrderCents } from './demo-orders.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Where the demo member lives: her saved default address, and where her deliveries went. The
 * district is one of the 18 the address form offers (Mid-Levels lies in Central and Western).
 */
export const DEMO_ADDRESS = {
  address: 'Flat 12B, Tower 2, 8 Seymour Road, Mid-Levels',
  district: 'Central and Western',
};

type Action = (typeof ORDER_ACTIONS)[number];

/** The events a completed order leaves: paid, handed over (ready or out), completed. */
function eventsOf(order: DemoOrder, placedAt: number): { action: Action; at: Date }[] {
  const day = (n: number) => new Date(placedAt + n * DAY_MS + 3 * 60 * 60 * 1000);
  const handover: Action = order.deliveryMethod === 'pickup' ? 'ready_for_pickup' : 'out_for_delivery';
  const events: { action: Action; at: Date }[] = [
    { action: 'confirm_payment', at: day(order.paidAfterDays) },
    { action: handover, at: day(order.handedOverAfterDays) },
    { action: 'complete', at: day(order.handedOverAfterDays + (order.deliveryMethod === 'pickup' ? 0 : 1)) },
  ];
  return events.sort((a, b) => a.at.getTime() - b.at.getTime());
}

async function idsOf(db: Db) {
  const [hk] = await db.select().from(countries).where(eq(countries.isoCode, DEMO_MEMBER.countryIsoCode));
  const stores = await db.select({ id: pickupStores.id, name: pickupStores.nameEn }).from(pickupStores);
  const slots = await db.select({ id: timeslots.id, method: timeslots.method }).from(timeslots);
  const skus = DEMO_ORDERS.flatMap((o) => o.lines.map((l) => l.sku));
  const lines = await db
    .select({ variant: variants, product: products })
    .from(variants)
    .innerJoin(products, eq(products.id, variants.productId))
    .where(inArray(variants.sku, skus));
  return {
    country: hk!,
    storeId: (name: string | undefined) => stores.find((s) => s.name === name)?.id,
    slotId: (method: string) => slots.find((s) => s.method === method)!.id,
    bySku: new Map(lines.map((row) => [row.variant.sku, row])),
  };
}

/**
 * The demo member's orders and her saved address, written as a migration would (the shop's rules
 * are not run): each order paid and completed, with the events staff would have left.
 */
export async function insertDemoOrders(db: Db, memberId: number, now: number): Promise<string[]> {
  const ids = await idsOf(db);
  const { firstName, lastName, email, phone, areaCode } = DEMO_MEMBER;
  await db.insert(memberAddresses).values({
    memberId,
    firstName,
    lastName,
    areaCode,
    phone,
    ...DEMO_ADDRESS,
    countryId: ids.country.id,
    isDefault: true,
    createdAt: new Date(now - DEMO_ORDERS[0]!.daysAgo * DAY_MS),
  });
  const address: OrderAddress = {
    firstName,
    lastName,
    email,
    phone,
    address: DEMO_ADDRESS.address,
    companyName: '',
    countryNameEn: ids.country.nameEn,
    countryNameZh: ids.country.nameZh,
    city: '',
    state: DEMO_ADDRESS.district,
    postalCode: '',
  };
  const numbers: string[] = [];
  for (const demo of DEMO_ORDERS) {
    const placedAt = now - demo.daysAgo * DAY_MS;
    const next = await db.execute(sql`SELECT nextval('order_number_seq')::int AS sequence`);
    const sequence = Number((next as unknown as { rows: { sequence: number }[] }).rows[0]!.sequence);
    const events = eventsOf(demo, placedAt);
    const cents = demoOrderCents(demo);
    const pickup = demo.deliveryMethod === 'pickup';
    const [order] = await db
      .insert(orders)
      .values({
        orderNumber: formatOrderNumber(hongKongNow(new Date(placedAt)).day, sequence),
        orderToken: randomBytes(24).toString('base64url'),
        memberId,
        deliveryMethod: demo.deliveryMethod,
        pickupStoreId: pickup ? ids.storeId(demo.pickupStore) : null,
        deliveryCountryId: pickup ? null : ids.country.id,
        fulfilmentDate: hongKongNow(events[1]!.at).day,
        timeslotId: ids.slotId(demo.deliveryMethod),
        paymentMethod: demo.paymentMethod,
        paymentStatus: 'paid',
        status: 'completed',
        paidAt: events.find((e) => e.action === 'confirm_payment')!.at,
        billing: address,
        shipping: pickup ? null : address,
        subtotalCents: cents,
        discountCents: 0,
        shippingFeeCents: 0,
        creditPoints: 0,
        creditCents: 0,
        totalCents: cents,
        cashCents: cents,
        createdAt: new Date(placedAt),
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber });
    await db.insert(orderLines).values(
      demo.lines.map((line, sortOrder) => {
        const { variant, product } = ids.bySku.get(line.sku)!;
        return {
          orderId: order!.id,
          variantId: variant.id,
          productId: product.id,
          sku: variant.sku,
          nameEn: product.nameEn,
          nameZh: product.nameZh,
          nameCn: product.nameCn,
          options: variant.options,
          images: variant.images,
          retailPriceCents: line.unitDollars * 100,
          unitPriceCents: line.unitDollars * 100,
          quantity: line.quantity,
          sortOrder,
        };
      }),
    );
    await db
      .insert(orderEvents)
      .values(events.map((e) => ({ orderId: order!.id, action: e.action, createdAt: e.at })));
    numbers.push(order!.orderNumber);
  }
  return numbers;
}
