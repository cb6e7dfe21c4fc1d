import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { type Config, emailLinkBase } from '../config/env.ts';
import type { Message } from '../http/api-error.ts';
import { type NamedVariant, variantName } from '../modules/catalog/index.ts';
import type { NewMessage } from '../modules/messages/index.ts';

/** Where the member manages subscriptions. */
const accountLink = (config: Config) => `${emailLinkBase(config)}/my-account`;

const signature = (shop: ShopInfo) => `${shop.name_en} · ${shop.name_zh} · ${shop.phone}`;

/** What a subscription hands over and how: "2 × Yirgacheffe (250 g, Whole bean)", picked up or delivered. */
export interface Delivery {
  quantity: number;
  line: NamedVariant;
  method: 'pickup' | 'delivery';
}
const what = (d: Delivery, lang: 'en' | 'zh') => `${d.quantity} × ${variantName(d.line, lang)}`;
const HANDOVER = {
  pickup: { en: 'pickup', zh: '取貨' },
  delivery: { en: 'delivery', zh: '送貨' },
} as const;

/**
 * The order a renewal made is confirmed with the ordinary confirmation (what to pay, how, the FPS
 * code), opened by a line in each language that says the subscription made it.
 */
export function renewalConfirmation(confirmation: NewMessage, shop: ShopInfo, day: string): NewMessage {
  return {
    ...confirmation,
    subject: `${shop.name_en}: your subscription order for ${day} / ${day} 訂閱訂單`,
    body: [
      `Your subscription's coffee for ${day} is now an order, made for you as below.`,
      `我們已為你建立以下訂單，是你訂閱於 ${day} 的咖啡。`,
      '',
      confirmation.body,
    ].join('\n'),
  };
}

/** The day before the cut-off: what is coming, and until when it can still be changed. */
export function reminderEmail(
  shop: ShopInfo,
  config: Config,
  to: string,
  reminder: Delivery & { day: string; cutoffDay: string },
): NewMessage {
  const link = accountLink(config);
  const { day, cutoffDay } = reminder;
  const handover = HANDOVER[reminder.method];
  return {
    channel: 'email',
    to,
    subject: `${shop.name_en}: your subscription ${handover.en} of ${day} / 訂閱${handover.zh}提提你`,
    body: [
      `Your next subscription ${handover.en} is on ${day}: ${what(reminder, 'en')}.`,
      `We make its order on ${cutoffDay}. Until then you can skip it, pause, or change the coffee, quantity or date in My account: ${link}`,
      '',
      `你下一次訂閱${handover.zh}的日子是 ${day}：${what(reminder, 'zh')}。`,
      `我們會於 ${cutoffDay} 建立訂單。在此之前，你可以在「我的帳戶」略過此次、暫停，或更改咖啡、數量或日期：${link}`,
      '',
      signature(shop),
    ].join('\n'),
  };
}

export interface Missed extends Delivery {
  day: string;
  /** Why the order could not be made, as the checkout would have said it. */
  why: Message;
  /** The new day, or null when the subscription was paused. */
  movedTo: string | null;
}

/** A renewal that could not be made: its day moved to a later one, or the subscription paused. */
export function missedEmail(shop: ShopInfo, config: Config, to: string, missed: Missed): NewMessage {
  const link = accountLink(config);
  const { day, why, movedTo } = missed;
  const handover = HANDOVER[missed.method];
  const en =
    movedTo === null
      ? 'We have paused your subscription after several in a row could not be made. Resume it in My account when you are ready:'
      : `We have moved this ${handover.en} to ${movedTo}. To choose another day or coffee, see My account:`;
  const zh =
    movedTo === null
      ? '由於連續多次未能安排，我們已暫停你的訂閱。準備好後可在「我的帳戶」恢復：'
      : `我們已將此次${handover.zh}改至 ${movedTo}。如要選擇其他日子或咖啡，請前往「我的帳戶」：`;
  return {
    channel: 'email',
    to,
    subject:
      movedTo === null
        ? `${shop.name_en}: your subscription is paused / 訂閱已暫停`
        : `${shop.name_en}: your subscription ${handover.en} moved to ${movedTo} / 訂閱${handover.zh}已改期`,
    body: [
      `We could not make the order for your subscription's ${handover.en} of ${day} (${what(missed, 'en')}): ${why.en}`,
      `${en} ${link}`,
      '',
      `我們未能為你訂閱於 ${day} 的${handover.zh}（${what(missed, 'zh')}）建立訂單：${why.zh}`,
      `${zh}${link}`,
      '',
      signature(shop),
    ].join('\n'),
  };
}
