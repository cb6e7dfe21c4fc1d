import { z } from 'zod';
import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '../admin/admin-orders.calls.ts';
import { defineCall } from '../calls.ts';
import { email } from '../members/member-fields.ts';

/**
 * Finds an order by its number and the email it was placed with, and answers its receipt link.
 * A wrong number and a wrong email get the same refusal (ORDER_LOOKUP_FAILED), so the call tells
 * nobody which orders exist or which emails bought; tries are rate-limited per client address.
 */
export const orderLookup = defineCall({
  name: 'order_lookup',
  auth: 'public',
  input: z.object({
    order_number: z
      .string()
      .trim()
      .min(1)
      .max(40)
      .transform((v) => v.toUpperCase()),
    email,
  }),
  output: z.object({ order_token: z.string() }),
});

/** The steps an order has been through, each once, as the order page draws them. */
export const TIMELINE_STEPS = [
  'placed',
  'paid',
  'ready_for_pickup',
  'out_for_delivery',
  'completed',
  'cancelled',
  'partially_refunded',
  'refunded',
] as const;
export type TimelineStep = (typeof TIMELINE_STEPS)[number];

/**
 * Where an order stands and how it got there, oldest step first, each with its time (ISO instant).
 * Keyed by the receipt link's token like order_detail_get; `order_status` is fulfilment (named so, since the envelope's own `status` says the call succeeded), `payment_status`
 * includes refunds (the order page says "Refunded" where the pinned detail can only say "paid").
 */
export const orderTimelineGet = defineCall({
  name: 'order_timeline_get',
  auth: 'public',
  input: z.object({ order_token: z.string().trim().min(1).max(200) }),
  output: z.object({
    order_status: z.enum(ORDER_STATUSES),
    payment_status: z.enum(ORDER_PAYMENT_STATUSES),
    steps: z.array(z.object({ step: z.enum(TIMELINE_STEPS), at: z.string() })),
  }),
});
