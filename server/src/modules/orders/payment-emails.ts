import { formatHkd } from '@shop/contract/money';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import type { OrderRow } from './lifecycle/order-lifecycle.repo.ts';
import { transferTo } from './order-email.ts';
import { deadlineWords } from './payment-deadline.ts';

const orderLink = (config: Config, order: OrderRow) =>
  `${config.publicUrl ?? `http://localhost:${config.port}`}/order-confirmation/${order.orderToken}`;

export /** Reminds the shopper, English then Chinese, what to pay, where, and by when. */
async function queuePaymentReminder(tx: Db, config: Config, order: OrderRow): Promise<void> {
  const shop = await readShopInfo(tx, config);
  const due = formatHkd(order.cashCents);
  const by = deadlineWords(order.paymentDueAt!);
  const link = orderLink(config, order);
  const body = [
    `We have not received the payment for your order ${order.orderNumber} yet.`,
    `Please transfer ${due} by ${by.en}; an order still unpaid then is cancelled and its items go back on sale.`,
    ...transferTo(shop.bank_transfer, order.orderNumber, 'en'),
    `If you have paid in the last day, thank you: we confirm transfers as they reach us.`,
    `View your order: ${link}`,
    '',
    `我們尚未收到訂單 ${order.orderNumber} 的款項。`,
    `請於${by.zh}前轉帳${due}；屆時仍未付款的訂單將會取消，貨品會重新上架。`,
    ...transferTo(shop.bank_transfer, order.orderNumber, 'zh'),
    '如你已於過去一天內付款，謝謝你：款項到賬後我們會確認訂單。',
    `查看訂單：${link}`,
    '',
    `${shop.name_en} · ${shop.name_zh} · ${shop.phone}`,
  ].join('\n');
  await enqueueMessage(tx, {
    channel: 'email',
    to: order.billing.email,
    subject: `${shop.name_en}: order ${order.orderNumber} is waiting for payment / 訂單等待付款`,
    body,
  });
}

/** Tells the shopper, English then Chinese, that the order was cancelled at its deadline, and what to do if they paid. */
export async function queueDeadlineCancellation(tx: Db, config: Config, order: OrderRow): Promise<void> {
  const shop = await readShopInfo(tx, config);
  const by = deadlineWords(order.paymentDueAt!);
  const link = orderLink(config, order);
  const body = [
    `Your order ${order.orderNumber} has been cancelled: its payment had not reached us by ${by.en}.`,
    'Its items are back on sale, and any credit you used is back in your account.',
    `If you did pay, please contact us with your transfer receipt and we will refund you in full.`,
    `View your order: ${link}`,
    '',
    `你的訂單 ${order.orderNumber} 已取消：我們於${by.zh}前仍未收到款項。`,
    '訂單貨品已重新上架，已使用的購物額亦已退回你的帳戶。',
    '如你已經付款，請連同轉帳收據聯絡我們，我們會全數退款。',
    `查看訂單：${link}`,
    '',
    `${shop.name_en} · ${shop.name_zh} · ${shop.email} · ${shop.phone}`,
  ].join('\n');
  await enqueueMessage(tx, {
    channel: 'email',
    to: order.billing.email,
    subject: `${shop.name_en}: order ${order.orderNumber} cancelled, not paid / 訂單未付款已取消`,
    body,
  });
}
