import type { Cart, CartItem } from '@shop/contract/cart/cart.calls';
import { cents, toWire } from '@shop/contract/money';
import { toWireVariant } from '../catalog/index.ts';
import type { CartMessage } from './cart-messages.ts';
import type { PricedCart, PricedLine } from './cart-pricing.ts';

function toWireItem(line: PricedLine): CartItem {
  return {
    ...toWireVariant(line.variant),
    product_id: line.product.id,
    product_name_en: line.product.nameEn,
    product_name_zh: line.product.nameZh,
    product_name_cn: line.product.nameCn,
    quantity: line.quantity,
    // A gift keeps its retail price and is marked 100% off, so "sale price while discounted" reads 0.
    ...(line.isGift ? { sale_price: 0, discount: 100 } : {}),
    is_free_product: line.isGift ? 1 : 0,
    selectedProductColor: '',
    selectedProductSize: '',
  };
}

/** The whole cart as every cart call answers it: lines, gifts, totals, applied coupon and credit, messages. */
export function toWireCart(priced: PricedCart, messages: CartMessage[]): Cart {
  return {
    cart_items: priced.lines.map(toWireItem),
    subtotal: toWire(priced.subtotal),
    credit_discount: toWire(priced.credit.discount),
    coupon_discount: toWire(priced.coupon?.discount ?? cents(0)),
    shipping_fee: priced.shipping === null ? null : toWire(priced.shipping),
    total: toWire(priced.total),
    credit_amount: priced.credit.points,
    coupon_code: priced.couponCode,
    messages,
  };
}
