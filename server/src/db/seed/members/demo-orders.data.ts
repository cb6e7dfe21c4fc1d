import type { DELIVERY_METHODS, PAYMENT_METHODS } from '@shop/contract/orders/checkout-fields';

/** A line as it was charged then: later price changes leave a past order alone. */
export interface DemoOrderLine {
  sku: string;
  quantity: number;
  unitDollars: number;
}

/** How the order went, step by step, in days after it was placed (the timeline the member sees). */
export interface DemoOrder {
  daysAgo: number;
  deliveryMethod: (typeof DELIVERY_METHODS)[number];
  paymentMethod: (typeof PAYMENT_METHODS)[number];
  /** The pickup store's English name; a delivery goes to the demo member's own address. */
  pickupStore?: string;
  lines: readonly DemoOrderLine[];
  /** Days from placing to paid, to ready or out for delivery, and to completed. */
  paidAfterDays: number;
  handedOverAfterDays: number;
}

/**
 * The demo member's four paid orders, oldest first: the Beans of her ledger were earned on these
 * (1 per whole HK$ of cash × her tier's multiplier then), so Orders, Purchased items and Beans tell
 * one story. Every order is HK$500 or more, so Hong Kong delivery was free.
 */
export const DEMO_ORDERS: readonly DemoOrder[] = [
  {
    daysAgo: 165,
    deliveryMethod: 'pickup',
    paymentMethod: 'pay_at_store',
    pickupStore: 'Sampan Coffee Sheung Wan',
    lines: [
      { sku: 'SC-EQP-HGR', quantity: 1, unitDollars: 880 },
      { sku: 'SC-ETH-YIR-500-WB', quantity: 1, unitDollars: 388 },
      { sku: 'SC-BLD-HAR-1K-WB', quantity: 1, unitDollars: 448 },
      { sku: 'SC-RWA-HUY-200-WB', quantity: 1, unitDollars: 134 },
    ],
    paidAfterDays: 2,
    handedOverAfterDays: 2,
  },
  {
    daysAgo: 120,
    deliveryMethod: 'delivery',
    paymentMethod: 'bank_transfer',
    lines: [
      { sku: 'SC-ETH-YIR-500-WB', quantity: 1, unitDollars: 388 },
      { sku: 'SC-KEN-NYE-500-WB', quantity: 1, unitDollars: 458 },
      { sku: 'SC-EQP-WAV', quantity: 2, unitDollars: 228 },
      { sku: 'SC-DRP-YIR-10', quantity: 1, unitDollars: 118 },
    ],
    paidAfterDays: 0,
    handedOverAfterDays: 1,
  },
  {
    // Delivered late: the HK$50 credit two days later says sorry for it.
    daysAgo: 60,
    deliveryMethod: 'delivery',
    paymentMethod: 'bank_transfer',
    lines: [
      { sku: 'SC-ETH-YIR-500-WB', quantity: 1, unitDollars: 388 },
      { sku: 'SC-BLD-HAR-1K-WB', quantity: 1, unitDollars: 448 },
      { sku: 'SC-ETH-BEN-200', quantity: 1, unitDollars: 228 },
    ],
    paidAfterDays: 0,
    handedOverAfterDays: 2,
  },
  {
    daysAgo: 21,
    deliveryMethod: 'pickup',
    paymentMethod: 'pay_at_store',
    pickupStore: 'Sampan Coffee Tai Hang',
    lines: [
      { sku: 'SC-ETH-YIR-500-WB', quantity: 1, unitDollars: 388 },
      { sku: 'SC-DRP-HAR-20', quantity: 1, unitDollars: 160 },
      { sku: 'SC-DRP-YIR-10', quantity: 1, unitDollars: 118 },
      { sku: 'SC-RWA-HUY-200-WB', quantity: 1, unitDollars: 134 },
    ],
    paidAfterDays: 1,
    handedOverAfterDays: 1,
  },
];

/** What the order charged, in cents: no coupon, no credit, free delivery. */
export function demoOrderCents(order: DemoOrder): number {
  return order.lines.reduce((sum, line) => sum + line.unitDollars * 100 * line.quantity, 0);
}
