import { MAX_RECEIPTS_PER_ORDER } from '@shop/contract/orders/payment-receipt.calls';
import { asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { decodeUpload, keepPicture } from '../catalog/index.ts';
import { orderNotFound } from './lifecycle/order-labels.ts';
import { wantsFpsQr } from './order-fps-qr.ts';
import { orders } from './orders.tables.ts';
import { paymentReceipts } from './payment-receipts.tables.ts';

/** Long enough edge to read a banking app's small print; a phone screenshot is about 2,500 px tall. */
const RECEIPT_MAX_EDGE = 2000;

/**
 * Keeps a screenshot of the shopper's transfer with their order. Only an order still waiting for a
 * transfer takes one (the orders that show an FPS QR code), and at most a few: the order token is
 * all a sender needs, so the cap keeps a leaked link from filling the database.
 */
export async function uploadPaymentReceipt(db: Db, orderToken: string, data: string): Promise<Date> {
  const picture = await keepPicture(decodeUpload(data), RECEIPT_MAX_EDGE);
  return db.transaction(async (tx) => {
    // Locked, so two uploads at once cannot both pass the cap, and a payment confirmed meanwhile is seen.
    const [order] = await tx.select().from(orders).where(eq(orders.orderToken, orderToken)).for('update');
    if (!order) throw orderNotFound();
    if (!wantsFpsQr(order)) {
      throw new ApiError('CONFLICT', {
        en: 'This order is not waiting for a transfer, so it needs no receipt.',
        zh: '這張訂單毋須轉賬付款，不用上載收據。',
      });
    }
    const [held] = await tx
      .select({ n: count() })
      .from(paymentReceipts)
      .where(eq(paymentReceipts.orderId, order.id));
    if ((held?.n ?? 0) >= MAX_RECEIPTS_PER_ORDER) {
      throw new ApiError('CONFLICT', {
        en: `We already have ${MAX_RECEIPTS_PER_ORDER} receipts for this order. Please contact us instead.`,
        zh: `這張訂單已有 ${MAX_RECEIPTS_PER_ORDER} 張收據，請直接聯絡我們。`,
      });
    }
    const [row] = await tx
      .insert(paymentReceipts)
      .values({ orderId: order.id, image: picture })
      .returning({ uploadedAt: paymentReceipts.uploadedAt });
    return row!.uploadedAt;
  });
}

/** Staff only: an order's receipts, oldest first, as `data:` URLs the console shows as they are. */
export async function receiptsOfOrder(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(paymentReceipts)
    .where(eq(paymentReceipts.orderId, orderId))
    .orderBy(asc(paymentReceipts.id));
  return rows.map((r) => ({
    id: r.id,
    uploaded_at: r.uploadedAt.toISOString(),
    image: `data:image/webp;base64,${r.image.toString('base64')}`,
  }));
}
