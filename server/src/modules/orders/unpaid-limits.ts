import type { UnpaidOrderRules } from '@shop/contract/admin/settings-admin.calls';
import type { Message } from '../../http/api-error.ts';
import type { OrderAddress } from './orders.tables.ts';

/** Who is placing an order, each way the shop can tell one shopper from another. */
export interface Holder {
  accessTokenId: number | null;
  memberId: number | null;
  /** Lower-cased billing email. */
  email: string;
  /** The delivery address as `addressKey` reads it; null for a pickup. */
  addressKey: string | null;
}

/** An open order waiting for a transfer, with the ways it was placed and the units it holds. */
export interface HeldOrder extends Holder {
  units: number;
}

export type Refusal = { code: 'UNPAID_ORDERS_LIMIT' | 'UNPAID_UNITS_LIMIT'; message: Message };

/**
 * One way to tell a delivery address again however it is typed: the address line, city and
 * country, lower case, without spaces, punctuation or symbols ("Flat 12B, 8 Hoi Yuen Rd." and
 * "flat 12b 8 hoi yuen rd" are one address).
 */
export const addressKey = (parts: string[]): string =>
  parts
    .join('')
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s\p{P}\p{S}]/gu, '');

/** The key of an order's delivery address: the line, the city and the country. */
export const shippingAddressKey = (a: OrderAddress): string =>
  addressKey([a.address, a.city, a.countryNameEn]);

/** The ways an order being placed tells its shopper. */
export const holderOf = (order: {
  accessTokenId?: number | null;
  memberId?: number | null;
  billing: { email: string };
  addressKey?: string | null;
}): Holder => ({
  accessTokenId: order.accessTokenId ?? null,
  memberId: order.memberId ?? null,
  email: order.billing.email.trim().toLowerCase(),
  addressKey: order.addressKey ?? null,
});

const WAYS = ['accessTokenId', 'memberId', 'email', 'addressKey'] as const;

/**
 * Whether one more unpaid order of `units` units is within the rules for every way of telling the
 * shopper: the orders already waiting that share the token, the account, the email or the address
 * with this one are counted, each way on its own, and the tightest decides.
 */
export function judgeUnpaidLimits(
  held: HeldOrder[],
  holder: Holder,
  units: number,
  rules: Pick<UnpaidOrderRules, 'max_unpaid_orders' | 'max_unpaid_units'>,
): Refusal | null {
  let orders = 0;
  let unitsHeld = 0;
  for (const way of WAYS) {
    const mine = holder[way];
    if (mine === null) continue;
    const same = held.filter((o) => o[way] === mine);
    orders = Math.max(orders, same.length);
    unitsHeld = Math.max(
      unitsHeld,
      same.reduce((sum, o) => sum + o.units, 0),
    );
  }
  if (orders + 1 > rules.max_unpaid_orders) {
    const n = rules.max_unpaid_orders;
    return {
      code: 'UNPAID_ORDERS_LIMIT',
      message: {
        en: `You already have ${orders} orders waiting for payment, and we hold at most ${n}. Please pay for one of them first (the payment details are in the order email).`,
        zh: `你已有 ${orders} 張訂單等待付款，我們最多為每位顧客保留 ${n} 張。請先為其中一張付款（付款資料載於訂單電郵）。`,
      },
    };
  }
  if (unitsHeld + units > rules.max_unpaid_units) {
    const n = rules.max_unpaid_units;
    const left = Math.max(0, n - unitsHeld);
    return {
      code: 'UNPAID_UNITS_LIMIT',
      message: {
        en: `We hold at most ${n} items for orders waiting for payment; ${unitsHeld} are already held for you, so this order can have at most ${left}. Please order fewer, or pay for your open orders first.`,
        zh: `等待付款的訂單最多可保留 ${n} 件貨品；你已有 ${unitsHeld} 件被保留，所以此訂單最多可有 ${left} 件。請減少數量，或先為未付款的訂單付款。`,
      },
    };
  }
  return null;
}
