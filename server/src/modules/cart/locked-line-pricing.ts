import { cents } from '@shop/contract/money';
import type { Db } from '../../db/database.ts';
import type { Fulfilment } from '../orders/index.ts';
import { creditState } from '../points/index.ts';
import { loadVariants } from './cart.repo.ts';
import type { PricedCart, PricedLine } from './cart-pricing.ts';
import { deliveryFee } from './cart-pricing.ts';
import { cartTotals, shippingFee, subtotalOf } from './cart-totals.ts';
import type { PricingSettings } from './pricing-settings.ts';

export interface LockedLine {
  variantId: number;
  quantity: number;
  /** The unit price agreed earlier (a subscription's), charged whatever the catalogue says today. */
  unitCents: number;
  memberId: number;
  /** Pay with all the credit the member holds, up to what the order costs, before cash. */
  useCredit: boolean;
  fulfilment: Fulfilment;
  settings: PricingSettings;
}

export type PricedLockedLine = Pick<PricedCart, 'lines' | 'subtotal' | 'shipping' | 'credit'> & {
  coupon: null;
  couponBlocked: null;
};

/**
 * One line at a price agreed earlier, priced by the same rules as a cart for the rest: the shipping
 * fee and its free threshold, then credit capped by the balance and by what is payable. No coupon
 * and no gift: those belong to a shopper's own cart. The balance is read without the member's lock,
 * as a cart's is: the burn checks it again. Undefined when the variant is gone.
 */
export async function priceLockedLine(tx: Db, line: LockedLine): Promise<PricedLockedLine | undefined> {
  const [found] = await loadVariants(tx, [line.variantId]);
  if (!found) return undefined;
  const priced: PricedLine = {
    ...found,
    quantity: line.quantity,
    unitCents: cents(line.unitCents),
    isGift: false,
  };
  const subtotal = subtotalOf([priced]);
  const shipping = shippingFee(subtotal, await deliveryFee(tx, line.fulfilment, line.settings));
  const credit = line.useCredit ? await creditState(tx, line.memberId) : { balance: 0, rateCents: 0 };
  const totals = cartTotals({
    subtotal,
    couponDiscount: cents(0),
    shipping,
    creditPoints: credit.balance,
    creditBalance: credit.balance,
    rateCents: credit.rateCents,
  });
  return {
    lines: [priced],
    subtotal,
    shipping,
    coupon: null,
    couponBlocked: null,
    credit: {
      points: totals.creditPoints,
      discount: totals.creditDiscount,
      rateCents: credit.rateCents,
      short: false,
    },
  };
}
