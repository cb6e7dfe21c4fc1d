import type { ShopInfo } from '@shop/contract/lookups/lookups.calls';
import { variantName } from '../catalog/index.ts';
import type { NewMessage } from '../messages/index.ts';
import type { CartLine } from './cart.repo.ts';

export interface ForgottenCart {
  to: string;
  firstName: string;
  lines: CartLine[];
  cartLink: string;
  /** The signed unsubscribe page and List-Unsubscribe headers every marketing email carries. */
  unsubscribe: { page: string; headers: Record<string, string> };
}

/**
 * The one reminder: what is in the cart (names and quantities; the cart page shows today's prices)
 * and the way back, English then Chinese as the shop's other emails, with the unsubscribe links.
 */
export function forgottenCartEmail(shop: ShopInfo, cart: ForgottenCart): NewMessage {
  const items = (lang: 'en' | 'zh') =>
    cart.lines.map((line) => `· ${variantName(line, lang)} × ${line.quantity}`);
  const hello = cart.firstName.trim();
  return {
    channel: 'email',
    to: cart.to,
    subject: `${shop.name_en}: your cart is waiting / 你的購物車仍在等你`,
    body: [
      hello ? `Hello ${hello},` : 'Hello,',
      'You left these in your cart:',
      ...items('en'),
      `Your cart: ${cart.cartLink}`,
      'Stock and prices can change; the cart shows them as they are today.',
      '',
      hello ? `${hello}，你好：` : '你好：',
      '你的購物車仍有以下貨品：',
      ...items('zh'),
      `前往購物車：${cart.cartLink}`,
      '存貨及價錢或有變動，以購物車顯示為準。',
      '',
      `${shop.name_en} · ${shop.name_zh} · ${shop.phone}`,
      `Unsubscribe / 取消訂閱：${cart.unsubscribe.page}`,
    ].join('\n'),
    headers: cart.unsubscribe.headers,
  };
}
