import type { cartMessage } from '@shop/contract/cart/cart.calls';
import { formatHkd } from '@shop/contract/money';
import { formatCredit } from '@shop/contract/shop-money';
import type { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { variantName } from '../catalog/index.ts';
import type { CartLine } from './cart.repo.ts';

export type CartMessage = z.infer<typeof cartMessage>;

const message = (code: string, en: string, zh: string): CartMessage => ({
  code,
  message_en: en,
  message_zh: zh,
});

/** Names what is left, so the shopper knows how many they can still have. */
export function outOfStock(line: Omit<CartLine, 'quantity'>, inCart: number): ApiError {
  const left = line.variant.inventory;
  const [en, zh] = [variantName(line, 'en'), variantName(line, 'zh')];
  if (left === 0) return new ApiError('OUT_OF_STOCK', { en: `${en} is sold out.`, zh: `${zh}已售罄。` });
  const held =
    inCart > 0
      ? { en: ` and you already have ${inCart} in your cart`, zh: `，你的購物車已有${inCart}件` }
      : { en: '', zh: '' };
  return new ApiError('OUT_OF_STOCK', {
    en: `Only ${left} of ${en} left${held.en}.`,
    zh: `${zh}只剩${left}件${held.zh}。`,
  });
}

export const cartMessages = {
  capped: (line: CartLine, to: number) =>
    message(
      'QUANTITY_REDUCED',
      `Only ${to} of ${variantName(line, 'en')} left, so your cart now holds ${to}.`,
      `${variantName(line, 'zh')}只剩${to}件，購物車數量已改為${to}。`,
    ),
  dropped: (line: Omit<CartLine, 'quantity'>) =>
    message(
      'ITEM_REMOVED',
      `${variantName(line, 'en')} is no longer available and was removed from your cart.`,
      `${variantName(line, 'zh')}已無法供應，已從購物車移除。`,
    ),
  giftOut: (line: Omit<CartLine, 'quantity'>) =>
    message(
      'FREE_GIFT_OUT_OF_STOCK',
      `Sorry, the free ${variantName(line, 'en')} has run out.`,
      `抱歉，贈品${variantName(line, 'zh')}已送完。`,
    ),
  merged: () =>
    message(
      'CART_MERGED',
      'The items you added before signing in are now in your cart.',
      '你登入前加入的貨品已放進購物車。',
    ),
  couponWaiting: (code: string, shortByCents: number) =>
    message(
      'COUPON_NOT_APPLIED',
      `Add ${formatHkd(shortByCents)} more to use the coupon ${code}.`,
      `再買${formatHkd(shortByCents)}即可使用優惠碼 ${code}。`,
    ),
  couponIdle: (code: string) =>
    message(
      'COUPON_NOT_APPLIED',
      `The coupon ${code} does not apply to this cart now.`,
      `優惠碼 ${code} 目前不適用於此購物車。`,
    ),
  creditReduced: (points: number) =>
    message(
      'CREDIT_REDUCED',
      `Only ${formatCredit(points)} credit can be used on this cart now.`,
      `此購物車目前只可使用${formatCredit(points)}購物額。`,
    ),
};
