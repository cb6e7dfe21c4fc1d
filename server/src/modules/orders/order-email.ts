import type { BankTransferDetails, ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { formatHkd } from '@shop/contract/money';
import type { Config } from '../../config/env.ts';
import { variantName } from '../catalog/index.ts';
import type { NewMessage } from '../messages/index.ts';
import type { FulfilmentPlan } from './fulfilment-check.ts';
import type { FpsCode } from './order-fps-qr.ts';
import type { ChargedLine, NewOrder } from './order-writes.ts';
import { deadlineWords } from './payment-deadline.ts';

const money = formatHkd;

function handover(plan: FulfilmentPlan, date: string, lang: 'en' | 'zh'): string {
  const slot = `${date} ${plan.timeslot.startTime}–${plan.timeslot.endTime}`;
  if (plan.pickupStore) {
    return lang === 'en'
      ? `Pickup at ${plan.pickupStore.nameEn}, ${slot}`
      : `${slot} 於${plan.pickupStore.nameZh}自取`;
  }
  const country = plan.deliveryCountry!;
  return lang === 'en' ? `Delivery to ${country.nameEn}, ${slot}` : `${slot} 送貨至${country.nameZh}`;
}

/** Where a delivery goes, as the shopper wrote it: the lines a courier's label would carry. */
function deliverTo(shipping: NewOrder['shipping'], lang: 'en' | 'zh'): string[] {
  if (!shipping) return [];
  const country = lang === 'en' ? shipping.countryNameEn : shipping.countryNameZh || shipping.countryNameEn;
  const place = [shipping.city, shipping.state, shipping.postalCode, country].filter(Boolean).join(', ');
  return [
    `${shipping.firstName} ${shipping.lastName}`.trim(),
    shipping.companyName,
    shipping.address,
    place,
    shipping.phone,
  ].filter(Boolean);
}

export function transferTo(
  bank: BankTransferDetails | undefined,
  reference: string,
  lang: 'en' | 'zh',
): string[] {
  if (!bank) return [];
  return lang === 'en'
    ? [
        `Bank: ${bank.bank_name_en}, account ${bank.account_number} (${bank.account_name})`,
        `FPS ID: ${bank.fps_id}`,
        `Payment reference: ${reference}`,
      ]
    : [
        `銀行：${bank.bank_name_zh}，戶口 ${bank.account_number}（${bank.account_name}）`,
        `轉數快識別碼：${bank.fps_id}`,
        `付款參考編號：${reference}`,
      ];
}

/** The deadline, and what happens when it passes (docs/order-lifecycle.md). */
function payBy(dueAt: Date | null | undefined, lang: 'en' | 'zh'): string[] {
  if (!dueAt) return [];
  const by = deadlineWords(dueAt);
  return [
    lang === 'en'
      ? `Please pay by ${by.en}: an order still unpaid then is cancelled.`
      : `請於${by.zh}前付款：屆時仍未付款的訂單將會取消。`,
  ];
}

const PROXY_NAME = {
  fps_id: { en: 'FPS ID', zh: '轉數快識別碼' },
  mobile: { en: 'mobile number', zh: '手提電話號碼' },
  email: { en: 'email', zh: '電郵' },
} as const;

/** Beside the QR picture, what it holds, for those who type the payment in. */
function fpsLines(fps: FpsCode | undefined, order: NewOrder, lang: 'en' | 'zh'): string[] {
  if (!fps) return [];
  const due = money(order.cashCents);
  const to = `${PROXY_NAME[fps.proxy.kind][lang]} ${fps.proxy.value}`;
  return [
    lang === 'en'
      ? `FPS: scan the QR code in this email with your banking app, or pay ${due} to ${to} with reference ${order.orderNumber}.`
      : `轉數快：用銀行 App 掃描本電郵的二維碼，或向${to}付款${due}，參考編號 ${order.orderNumber}。`,
  ];
}

function payment({ order, bank, fps }: EmailParts, lang: 'en' | 'zh'): string[] {
  if (order.paymentStatus === 'paid')
    return [lang === 'en' ? 'Paid in full with credit.' : '已全數以購物額支付。'];
  const due = money(order.cashCents);
  if (order.paymentMethod === 'pay_at_store') {
    return [
      lang === 'en' ? `Please pay ${due} at the shop when you collect.` : `請於取貨時在店內支付${due}。`,
    ];
  }
  return [
    lang === 'en'
      ? `Please transfer ${due} by bank or FPS; we confirm the order once it arrives.`
      : `請以銀行或轉數快轉帳${due}，款項到賬後我們會確認訂單。`,
    ...fpsLines(fps, order, lang),
    ...transferTo(bank, order.orderNumber, lang),
    ...payBy(order.paymentDueAt, lang),
  ];
}

interface EmailParts {
  order: NewOrder;
  lines: ChargedLine[];
  plan: FulfilmentPlan;
  bank: BankTransferDetails | undefined;
  /** The order's FPS QR code, when it pays by transfer (order-fps-qr.ts). */
  fps?: FpsCode | undefined;
}

function section(parts: EmailParts, lang: 'en' | 'zh'): string[] {
  const { order, lines, plan } = parts;
  const en = lang === 'en';
  const free = en ? 'Free' : '免費';
  return [
    en ? `Thank you for your order ${order.orderNumber}.` : `多謝你的訂單 ${order.orderNumber}。`,
    handover(plan, order.fulfilmentDate, lang),
    ...deliverTo(order.shipping, lang),
    '',
    ...lines.map(
      (l) => `${l.quantity} × ${variantName(l, lang)}  ${l.isGift ? free : money(l.unitCents * l.quantity)}`,
    ),
    '',
    `${en ? 'Subtotal' : '小計'} ${money(order.subtotalCents)}`,
    `${en ? 'Discount' : '折扣'} -${money(order.discountCents)}`,
    `${en ? 'Shipping' : '運費'} ${money(order.shippingFeeCents)}`,
    `${en ? 'Total' : '總額'} ${money(order.totalCents)}`,
    `${en ? 'Credit used' : '已用購物額'} -${money(order.creditCents)}`,
    `${en ? 'To pay' : '應付'} ${money(order.cashCents)}`,
    ...payment(parts, lang),
  ];
}

/** The confirmation to the billing email, English then Chinese, with the receipt link. */
export function confirmationEmail(
  shop: ShopInfo,
  config: Config,
  { order, lines, plan, fps }: Omit<EmailParts, 'bank'>,
): NewMessage {
  const parts: EmailParts = { order, lines, plan, bank: shop.bank_transfer, fps };
  const link = `${config.publicUrl ?? `http://localhost:${config.port}`}/order-confirmation/${order.orderToken}`;
  const body = [
    ...section(parts, 'en'),
    `View your order: ${link}`,
    '',
    ...section(parts, 'zh'),
    `查看訂單：${link}`,
    '',
    `${shop.name_en} · ${shop.name_zh} · ${shop.phone}`,
  ].join('\n');
  return {
    channel: 'email',
    to: order.billing.email,
    subject: `${shop.name_en}: order ${order.orderNumber} / 訂單確認`,
    body,
    qrCode: fps?.payload,
  };
}
