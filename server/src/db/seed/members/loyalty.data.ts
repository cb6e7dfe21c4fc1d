import { POINT_TYPE } from '../../../modules/points/points.tables.ts';

/** One credit pays HK$1 at checkout. */
export const CREDIT_VALUE_CENTS = 100;

export const POINT_TYPES = [
  { id: POINT_TYPE.beans, code: 'beans', nameEn: 'Beans', nameZh: '咖啡豆積分', cashValueCents: 0 },
  {
    id: POINT_TYPE.credit,
    code: 'credit',
    nameEn: 'Credit',
    nameZh: '購物額',
    cashValueCents: CREDIT_VALUE_CENTS,
  },
] as const;

export interface TierSeed {
  code: string;
  nameEn: string;
  nameZh: string;
  minSpendCents: number;
  multiplierPercent: number;
}

/** Reached by paid spend over the last 12 months; the multiplier scales the Beans each order earns. */
export const TIERS: readonly TierSeed[] = [
  { code: 'green_bean', nameEn: 'Green Bean', nameZh: '生豆', minSpendCents: 0, multiplierPercent: 100 },
  { code: 'roasted', nameEn: 'Roasted', nameZh: '烘焙', minSpendCents: 300_000, multiplierPercent: 125 },
  { code: 'espresso', nameEn: 'Espresso', nameZh: '濃縮', minSpendCents: 800_000, multiplierPercent: 150 },
];

export interface CreditExchangeSeed {
  fromAmount: number;
  toAmount: number;
}

/** Bigger exchanges get a better rate, so saving Beans up is worth it. */
export const CREDIT_EXCHANGE_OPTIONS: readonly CreditExchangeSeed[] = [
  { fromAmount: 500, toAmount: 5 },
  { fromAmount: 1_000, toAmount: 12 },
  { fromAmount: 2_000, toAmount: 25 },
  { fromAmount: 5_000, toAmount: 70 },
];

export interface CashCreditSeed {
  priceCents: number;
  creditAmount: number;
}

/** Prepaid credit carries a bonus of 5-10%: the shop is paid ahead, the shopper gets more to spend. */
export const CASH_CREDIT_PRODUCTS: readonly CashCreditSeed[] = [
  { priceCents: 20_000, creditAmount: 210 },
  { priceCents: 50_000, creditAmount: 540 },
  { priceCents: 100_000, creditAmount: 1_100 },
];
