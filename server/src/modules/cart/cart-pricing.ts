import { type Cents, cents } from '@shop/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { type DeliveryFee, readDeliveryFee } from '../lookups/index.ts';
import type { Fulfilment } from '../orders/index.ts';
import { creditState } from '../points/index.ts';
import { type CartLine, loadVariants } from './cart.repo.ts';
import type { carts } from './cart.tables.ts';
import { freeGiftRules } from './cart.tables.ts';
import { type CartMessage, cartMessages } from './cart-messages.ts';
import { cartTotals, shippingFee, subtotalOf, unitPrice } from './cart-totals.ts';
import { type AppliedCoupon, priceCoupon } from './coupon-pricing.ts';
import { giftsEarned } from './free-gift.ts';
import type { PricingSettings } from './pricing-settings.ts';

export type CartRow = typeof carts.$inferSelect;

export interface PricedLine extends CartLine {
  unitCents: Cents;
  isGift: boolean;
}

export interface PricedCart {
  /** Paid lines first, then gift lines. */
  lines: PricedLine[];
  subtotal: Cents;
  /** The cash credit packs' part of the subtotal: no coupon, credit, gift or shipping rule counts it. */
  creditPacks: Cents;
  coupon: AppliedCoupon | null;
  /** The code attached to the cart, also while it does not apply. */
  couponCode: string;
  /** Set when the attached coupon can no longer be used at all: an order must not quietly drop it. */
  couponBlocked: ApiError | null;
  shipping: Cents | null;
  /** `short` when the balance fell below the points applied: an order must not quietly charge more cash. */
  credit: { points: number; discount: Cents; rateCents: number; short: boolean };
  total: Cents;
  messages: CartMessage[];
}

export async function deliveryFee(
  db: Db,
  fulfilment: Fulfilment,
  settings: PricingSettings | undefined,
): Promise<DeliveryFee | null> {
  if (fulfilment.kind === 'unknown') return null;
  if (fulfilment.kind === 'pickup') return { feeCents: 0, freeThresholdCents: null };
  const row = settings
    ? settings.deliveryFees.get(fulfilment.deliveryCountryId)
    : await readDeliveryFee(db, fulfilment.deliveryCountryId);
  if (!row) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'delivery_country_id is not a country we deliver to.',
      zh: 'delivery_country_id 不是可送貨的國家或地區。',
    });
  }
  return row;
}

/** Gift lines of the rules the subtotal earns, while the gift is in stock. */
async function giftLines(
  db: Db,
  subtotal: Cents,
  now: Date,
  { settings, giftVariants }: Pick<PricingInput, 'settings' | 'giftVariants'>,
) {
  const rules = giftsEarned(
    settings?.giftRules ?? (await db.select().from(freeGiftRules).where(eq(freeGiftRules.active, true))),
    subtotal,
    now,
  );
  const found =
    giftVariants ??
    (await loadVariants(
      db,
      rules.map((r) => r.giftVariantId),
    ));
  const lines: PricedLine[] = [];
  const messages: CartMessage[] = [];
  for (const rule of rules) {
    const gift = found.find((f) => f.variant.id === rule.giftVariantId);
    if (!gift) continue;
    if (gift.variant.inventory < rule.giftQuantity) messages.push(cartMessages.giftOut(gift));
    else lines.push({ ...gift, quantity: rule.giftQuantity, unitCents: cents(0), isGift: true });
  }
  return { lines, messages };
}

export interface PricingInput {
  cart: CartRow | null;
  lines: CartLine[];
  memberId: number | null;
  fulfilment: Fulfilment;
  now: Date;
  /** Cached per catalog version by the callers that read it anyway; without it they are read now. */
  settings?: PricingSettings | undefined;
  /** Every live rule's gift variant with its stock, when read with the lines; without it read now. */
  giftVariants?: Omit<CartLine, 'quantity'>[] | undefined;
}

/** Everything a cart costs, in cents: the one computation behind every cart answer and every order. */
export async function priceCart(
  db: Db,
  { cart, lines, memberId, fulfilment, now, settings, giftVariants }: PricingInput,
): Promise<PricedCart> {
  const paid = lines.map((l) => ({ ...l, unitCents: unitPrice(l.variant), isGift: false }));
  const subtotal = subtotalOf(paid);
  const creditPacks = subtotalOf(paid.filter((l) => l.product.creditPackId !== null));
  const goods = cents(subtotal - creditPacks);
  const gifts = await giftLines(db, goods, now, { settings, giftVariants });
  const messages = [...gifts.messages];

  // Coupons and credit are member benefits: a guest cart never carries them.
  const member = memberId !== null && cart !== null ? memberId : null;
  const coupon =
    member !== null && cart?.couponId
      ? await priceCoupon(db, { couponId: cart.couponId, memberId: member, lines: paid, subtotal, now })
      : null;
  if (coupon?.message) messages.push(coupon.message);
  const applied = coupon?.applied ?? null;

  const shipping = shippingFee(goods, await deliveryFee(db, fulfilment, settings), applied?.freeShipping);
  const credit =
    member !== null && cart && cart.creditPoints > 0
      ? await creditState(db, member)
      : { balance: 0, rateCents: 0 };
  const totals = cartTotals({
    subtotal,
    couponDiscount: applied?.discount ?? cents(0),
    shipping,
    creditPoints: cart?.creditPoints ?? 0,
    creditBalance: credit.balance,
    rateCents: credit.rateCents,
    creditPacks,
  });
  if (cart && totals.creditPoints < cart.creditPoints)
    messages.push(cartMessages.creditReduced(totals.creditPoints));

  return {
    lines: [...paid, ...gifts.lines],
    subtotal,
    creditPacks,
    coupon: applied,
    couponCode: coupon?.code ?? '',
    couponBlocked: coupon?.blocked ?? null,
    shipping,
    credit: {
      points: totals.creditPoints,
      discount: totals.creditDiscount,
      rateCents: credit.rateCents,
      short: member !== null && credit.balance < (cart?.creditPoints ?? 0),
    },
    total: totals.total,
    messages,
  };
}
