import type { PickListItem, PickListSlot, PickListStore } from '@shop/contract/admin/pick-list.calls';
import type { OrderAddress, PickLineRow, PickOrderRow } from '../orders/index.ts';
import { optionsOf } from './admin-orders.wire.ts';

/** One line of a delivery address for the driver: street, then district or city. */
function addressLine(shipping: OrderAddress | null): string {
  if (!shipping) return '';
  return [shipping.address, shipping.state || shipping.city, shipping.countryNameEn]
    .filter(Boolean)
    .join(', ');
}

/** The units still to pack of each variant, summed over a slot's orders (refunded units left out). */
function sumItems(lines: PickLineRow[]): PickListItem[] {
  const items = new Map<string, PickListItem>();
  for (const line of lines) {
    const quantity = line.quantity - line.refundedQuantity;
    if (quantity === 0) continue;
    const key = `${line.sku}\u0000${JSON.stringify(line.options)}`;
    const item = items.get(key);
    if (item) item.quantity += quantity;
    else {
      const options = optionsOf(line.options);
      items.set(key, { sku: line.sku, name_en: line.nameEn, name_zh: line.nameZh, options, quantity });
    }
  }
  return [...items.values()];
}

function slotOf(rows: PickOrderRow[], lines: PickLineRow[]): PickListSlot {
  const { slot } = rows[0]!;
  const ids = new Set(rows.map((r) => r.order.id));
  return {
    timeslot_id: slot.id,
    start_time: slot.startTime,
    end_time: slot.endTime,
    orders: rows.map(({ order }) => ({
      order_id: order.id,
      order_number: order.orderNumber,
      customer_name: `${order.billing.firstName} ${order.billing.lastName}`.trim(),
      phone: order.shipping?.phone || order.billing.phone,
      address: addressLine(order.shipping),
      status: order.status,
      payment_status: order.paymentStatus,
    })),
    items: sumItems(lines.filter((l) => ids.has(l.orderId))),
  };
}

/** Splits rows already sorted by the key into runs of equal keys, keeping the order. */
function runs<T>(rows: T[], key: (row: T) => number): T[][] {
  const groups: T[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && key(last[0]!) === key(row)) last.push(row);
    else groups.push([row]);
  }
  return groups;
}

/** admin_pick_list_get: pickups by store then slot, deliveries by slot (rows come sorted that way). */
export function groupPickList(rows: PickOrderRow[], lines: PickLineRow[]) {
  const pickups = rows.filter((r) => r.order.deliveryMethod === 'pickup');
  const deliveries = rows.filter((r) => r.order.deliveryMethod === 'delivery');
  const stores: PickListStore[] = runs(pickups, (r) => r.store?.id ?? 0).map((atStore) => ({
    store_id: atStore[0]!.store?.id ?? 0,
    store_name_en: atStore[0]!.store?.nameEn ?? '',
    store_name_zh: atStore[0]!.store?.nameZh ?? '',
    slots: runs(atStore, (r) => r.slot.id).map((inSlot) => slotOf(inSlot, lines)),
  }));
  return {
    pickups: stores,
    deliveries: runs(deliveries, (r) => r.slot.id).map((inSlot) => slotOf(inSlot, lines)),
  };
}
