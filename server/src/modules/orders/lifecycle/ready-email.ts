import { formatHkd } from '@shop/contract/money';
import type { Config } from '../../../config/env.ts';
import type { Db } from '../../../db/database.ts';
import { readPickupPlace, readShopInfo } from '../../lookups/index.ts';
import { enqueueMessage } from '../../messages/index.ts';
import type { OrderRow } from './order-lifecycle.repo.ts';

/** What is still to pay at the counter, or nothing. */
function toPay(order: OrderRow): { en: string; zh: string } {
  if (order.paymentStatus !== 'pending') return { en: 'It is paid.', zh: '訂單已付款。' };
  const due = formatHkd(order.cashCents);
  return { en: `Please pay ${due} when you collect.`, zh: `請於取貨時支付${due}。` };
}

/** Tells the customer their pickup order is waiting, English then Chinese, through the outbox. */
export async function queueReadyForPickup(tx: Db, config: Config, order: OrderRow): Promise<void> {
  const where = await readPickupPlace(tx, order.pickupStoreId ?? 0, order.timeslotId);
  if (!where) return;
  const shop = await readShopInfo(tx, config);
  const { store } = where;
  const slot = `${order.fulfilmentDate} ${where.start}–${where.end}`;
  const pay = toPay(order);
  const link = `${config.publicUrl ?? `http://localhost:${config.port}`}/order-confirmation/${order.orderToken}`;
  const body = [
    `Your order ${order.orderNumber} is ready for pickup.`,
    `${store.nameEn}, ${store.addressEn} (${store.openingHoursEn})`,
    `Your pickup time: ${slot}`,
    pay.en,
    `View your order: ${link}`,
    '',
    `你的訂單 ${order.orderNumber} 已可取貨。`,
    `${store.nameZh}，${store.addressZh}（${store.openingHoursZh}）`,
    `取貨時間：${slot}`,
    pay.zh,
    `查看訂單：${link}`,
    '',
    `${shop.name_en} · ${shop.name_zh} · ${store.phone}`,
  ].join('\n');
  await enqueueMessage(tx, {
    channel: 'email',
    to: order.billing.email,
    subject: `${shop.name_en}: order ${order.orderNumber} is ready for pickup / 訂單可取貨`,
    body,
  });
}
