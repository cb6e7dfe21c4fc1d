import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { optionalId } from '../envelope.ts';

const LANGS = ['en', 'zh', 'cn'] as const;
/** Option slot names and values in every language; shared with the order lines. */
export const localisedSlots = Object.fromEntries(
  [1, 2, 3]
    .flatMap((n) => LANGS.flatMap((l) => [`variant_name_${n}_${l}`, `variant_value_${n}_${l}`]))
    .map((k) => [k, z.string()]),
) as Record<`variant_${'name' | 'value'}_${1 | 2 | 3}_${(typeof LANGS)[number]}`, z.ZodString>;

/** A line of the cart; names come in every language and the storefront shows the shopper's. */
export const cartItem = z.object({
  /** The variant id: the sellable unit. */
  id: z.number().int(),
  product_id: z.number().int(),
  sku: z.string(),
  image: z.array(z.string()),
  product_name_en: z.string(),
  product_name_zh: z.string(),
  product_name_cn: z.string(),
  quantity: z.number().int(),
  inventory: z.number().int(),
  retail_price: z.number(),
  sale_price: z.number(),
  discount: z.number().int(),
  is_free_product: z.union([z.literal(0), z.literal(1)]),
  ...localisedSlots,
  /** Legacy fields of the template the storefront descends from: always ''. */
  selectedProductColor: z.string(),
  selectedProductSize: z.string(),
});

export const cartMessage = z.object({ code: z.string(), message_en: z.string(), message_zh: z.string() });

export const cart = z.object({
  cart_items: z.array(cartItem),
  subtotal: z.number(),
  credit_discount: z.number(),
  coupon_discount: z.number(),
  /** null until a delivery country is known ("calculated at checkout"). */
  shipping_fee: z.number().nullable(),
  total: z.number(),
  /** Credit points applied to this cart. */
  credit_amount: z.number().int(),
  coupon_code: z.string(),
  messages: z.array(cartMessage),
});

const token = z.string().max(200);
const cartFields = { access_token: token, delivery_country_id: optionalId };
const variantRef = z.coerce.number().int().positive().max(2_147_483_647);
const quantity = z.coerce.number().int().min(1).max(999);

export const accessTokenGet = defineCall({
  name: 'access_token_get',
  auth: 'public',
  input: z.object({ access_token: token.default('') }),
  output: z.object({ access_token: z.string() }),
});

const cartCall = <S extends z.ZodRawShape>(name: string, auth: 'cart' | 'member', shape: S) =>
  defineCall({ name, auth, input: z.object({ ...cartFields, ...shape }), output: cart });

export const cartGet = cartCall('cart_get', 'cart', {});
export const cartAddProduct = cartCall('cart_add_product', 'cart', {
  product_id: variantRef,
  quantity: quantity.default(1),
});
export const cartRemoveProduct = cartCall('cart_remove_product', 'cart', { product_id: variantRef });
export const cartUpdateProduct = cartCall('cart_update_product', 'cart', {
  product_id: variantRef,
  quantity,
});
export const cartRemoveAll = cartCall('cart_remove_all', 'cart', {});
export const cartCouponApply = cartCall('cart_coupon_code_apply', 'member', {
  coupon_code: z.string().trim().min(1).max(40),
});
export const cartCouponRemove = cartCall('cart_coupon_code_remove', 'member', {});
export const cartCreditApply = cartCall('cart_credit_apply', 'member', {
  points_to_burn: z
    .array(z.object({ point_type_id: z.literal(18), amount: z.coerce.number().int().min(0).max(10_000_000) }))
    .min(1)
    .max(1),
});
export const cartCreditRemove = cartCall('cart_credit_remove', 'member', {});

export type Cart = z.infer<typeof cart>;
export type CartItem = z.infer<typeof cartItem>;
