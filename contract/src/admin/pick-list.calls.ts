import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { isoDay } from '../orders/checkout-fields.ts';
import { adminOrderOption, ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from './admin-orders.calls.ts';

export const pickListOrder = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  customer_name: z.string(),
  phone: z.string(),
  /** Deliveries: the one-line address with district or city; '' for pickups. */
  address: z.string(),
  status: z.enum(ORDER_STATUSES),
  payment_status: z.enum(ORDER_PAYMENT_STATUSES),
});

/** One variant to pack, summed over the slot's orders; refunded units are left out. */
export const pickListItem = z.object({
  sku: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  options: z.array(adminOrderOption),
  quantity: z.number().int(),
});

export const pickListSlot = z.object({
  timeslot_id: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  orders: z.array(pickListOrder),
  items: z.array(pickListItem),
});

export const pickListStore = z.object({
  store_id: z.number().int(),
  store_name_en: z.string(),
  store_name_zh: z.string(),
  slots: z.array(pickListSlot),
});

/** What to pack for one day: pickups by store then slot, deliveries by slot; no cancelled or refunded order. */
export const adminPickListGet = defineCall({
  name: 'admin_pick_list_get',
  auth: 'staff',
  input: z.object({ date: isoDay }),
  output: z.object({
    date: z.string(),
    pickups: z.array(pickListStore),
    deliveries: z.array(pickListSlot),
  }),
});

export type PickListSlot = z.infer<typeof pickListSlot>;
export type PickListStore = z.infer<typeof pickListStore>;
export type PickListItem = z.infer<typeof pickListItem>;
