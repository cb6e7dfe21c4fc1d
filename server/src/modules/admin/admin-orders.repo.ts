import {
  type AdminOrder,
  type AdminOrderListInput,
  type AdminOrderRow,
  ORDER_COUNT_CAP,
} from '@shop/contract/admin/admin-orders.calls';
import { addDays, hongKongMidnight } from '@shop/contract/shop-calendar';
import { and, asc, count, desc, eq, gte, ilike, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { deliveryCountryNames, pickupStoreRows, timeslotRows } from '../lookups/index.ts';
import {
  itemCountOf,
  orderEventRows as orderEvents,
  orderLineRows as orderLines,
  orderNotFound,
  orderRows,
} from '../orders/index.ts';
import { adminOrderOf, adminOrderRowOf, eventOf } from './admin-orders.wire.ts';
import { staffAccounts } from './staff.tables.ts';

function keywordMatch(keyword: string): SQL | undefined {
  const pattern = `%${escapeLike(keyword)}%`;
  const billing = (field: string) => sql`(${orderRows.billing} ->> ${field})`;
  const digits = keyword.replace(/[\s()+-]/g, '');
  return or(
    ilike(orderRows.orderNumber, pattern),
    ilike(sql`${billing('firstName')} || ' ' || ${billing('lastName')}`, pattern),
    ilike(sql`${billing('lastName')} || ' ' || ${billing('firstName')}`, pattern),
    ilike(billing('email'), pattern),
    ilike(billing('phone'), pattern),
    // Phones are typed with and without spaces: "6123 4567" finds 61234567.
    /^\d{3,}$/.test(digits)
      ? sql`regexp_replace(${billing('phone')}, '[^0-9]', '', 'g') LIKE ${`%${digits}%`}`
      : undefined,
  );
}

function filters(input: AdminOrderListInput): SQL | undefined {
  const byPlaced = input.date_kind === 'placed';
  return and(
    input.status ? eq(orderRows.status, input.status) : undefined,
    input.payment_status ? eq(orderRows.paymentStatus, input.payment_status) : undefined,
    input.delivery_method ? eq(orderRows.deliveryMethod, input.delivery_method) : undefined,
    input.pickup_store_id ? eq(orderRows.pickupStoreId, input.pickup_store_id) : undefined,
    input.date_from
      ? byPlaced
        ? gte(orderRows.createdAt, new Date(hongKongMidnight(input.date_from)))
        : gte(orderRows.fulfilmentDate, input.date_from)
      : undefined,
    input.date_to
      ? byPlaced
        ? lt(orderRows.createdAt, new Date(hongKongMidnight(addDays(input.date_to, 1))))
        : lte(orderRows.fulfilmentDate, input.date_to)
      : undefined,
    input.keyword ? keywordMatch(input.keyword) : undefined,
  );
}

const itemCount = itemCountOf(orderRows.id);

/** The order's timeslot and pickup store, joined as timeslotRows and pickupStoreRows. */
const place = { slot: timeslotRows._.selectedFields, store: pickupStoreRows._.selectedFields };

/**
 * admin_order_list: newest first, filtered, with the count of matching orders for the pager, up to
 * ORDER_COUNT_CAP: counting all of a million orders would cost more than the page itself.
 */
export async function listOrders(
  db: Db,
  input: AdminOrderListInput,
): Promise<{ orders: AdminOrderRow[]; total: number; capped: boolean }> {
  const where = filters(input);
  const rows = await db
    .select({ order: orderRows._.selectedFields, ...place, items: itemCount })
    .from(orderRows)
    .innerJoin(timeslotRows, eq(timeslotRows.id, orderRows.timeslotId))
    .leftJoin(pickupStoreRows, eq(pickupStoreRows.id, orderRows.pickupStoreId))
    .where(where)
    .orderBy(desc(orderRows.createdAt), desc(orderRows.id))
    .limit(input.limit)
    .offset(input.offset);
  const matching = db
    .select({ one: sql`1` })
    .from(orderRows)
    .where(where)
    .limit(ORDER_COUNT_CAP + 1)
    .as('matching');
  const [counted] = await db.select({ n: count() }).from(matching);
  const n = counted?.n ?? 0;
  return {
    orders: rows.map((r) => adminOrderRowOf(r.order, r.slot, r.store, r.items)),
    total: Math.min(n, ORDER_COUNT_CAP),
    capped: n > ORDER_COUNT_CAP,
  };
}

/** admin_order_get: the order with its lines, amounts, customer and history, oldest event first. */
export async function readAdminOrder(db: Db, orderId: number): Promise<AdminOrder | undefined> {
  const [found] = await db
    .select({
      order: orderRows._.selectedFields,
      ...place,
      items: itemCount,
      countryEn: deliveryCountryNames.nameEn,
      countryZh: deliveryCountryNames.nameZh,
    })
    .from(orderRows)
    .innerJoin(timeslotRows, eq(timeslotRows.id, orderRows.timeslotId))
    .leftJoin(pickupStoreRows, eq(pickupStoreRows.id, orderRows.pickupStoreId))
    .leftJoin(deliveryCountryNames, eq(deliveryCountryNames.id, orderRows.deliveryCountryId))
    .where(eq(orderRows.id, orderId));
  if (!found) return undefined;
  const lines = await db
    .select(orderLines._.selectedFields)
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sortOrder), asc(orderLines.id));
  const events = await db
    .select({ event: orderEvents._.selectedFields, staffName: staffAccounts.name })
    .from(orderEvents)
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderEvents.staffId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return adminOrderOf({
    row: adminOrderRowOf(found.order, found.slot, found.store, found.items),
    order: found.order,
    countryEn: found.countryEn ?? '',
    countryZh: found.countryZh ?? '',
    lines,
    events: events.map((e) => eventOf(e.event, e.staffName)),
  });
}

/** The answer of admin_order_get (and of a transition): the order, or NOT_FOUND. */
export async function adminOrderAnswer(db: Db, orderId: number): Promise<{ order: AdminOrder }> {
  const order = await readAdminOrder(db, orderId);
  if (!order) throw orderNotFound();
  return { order };
}
