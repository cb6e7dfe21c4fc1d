import type { FpsProxy } from '@shop/contract/payments/fps-proxy';
import { fpsQrPayload } from '@shop/contract/payments/fps-qr';
import type { Db } from '../../db/database.ts';
import { type FpsPayee, readFpsPayee } from '../lookups/index.ts';
import type { orders } from './orders.tables.ts';

type OrderRow = typeof orders.$inferSelect;
/** What decides the code: a row read back, or an order being placed (whose statuses may be defaults). */
type PayingFacts = Pick<OrderRow, 'paymentMethod' | 'cashCents' | 'orderNumber'> & {
  paymentStatus?: OrderRow['paymentStatus'] | undefined;
  status?: OrderRow['status'] | undefined;
};

/**
 * An order asks for an FPS QR code while it waits for a transfer: FPS or bank transfer, cash to pay,
 * not paid and not cancelled (a code on a paid order would invite paying twice). docs/payments.md.
 */
export function wantsFpsQr(order: PayingFacts): boolean {
  return (
    (order.paymentMethod === 'fps' || order.paymentMethod === 'bank_transfer') &&
    order.cashCents > 0 &&
    (order.paymentStatus ?? 'pending') === 'pending' &&
    (order.status === undefined || order.status === 'placed')
  );
}

/** An order's code: its payload, and the proxy it pays, written out for those who type. */
export interface FpsCode {
  payload: string;
  proxy: FpsProxy;
}

/** The order's code, paying the shop's proxy: the order number is its reference. */
export function fpsCodeOf(order: PayingFacts, payee: FpsPayee | undefined): FpsCode | undefined {
  if (!payee || !wantsFpsQr(order)) return undefined;
  const payload = fpsQrPayload({
    proxy: payee.proxy,
    amountCents: order.cashCents,
    reference: order.orderNumber,
    merchantName: payee.merchantName,
    merchantCity: 'HK',
  });
  return { payload, proxy: payee.proxy };
}

/** The payload of fpsCodeOf, reading the payee only for an order that wants a code (one statement then, none else). */
export async function readFpsQr(db: Db, order: PayingFacts): Promise<string | undefined> {
  return wantsFpsQr(order) ? fpsCodeOf(order, await readFpsPayee(db))?.payload : undefined;
}
