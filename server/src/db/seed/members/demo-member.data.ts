import { formatHkd } from '@shop/contract/money';
import { beansForCash, formatMultiplier } from '../../../modules/points/beans-earning.ts';
import { POINT_TYPE } from '../../../modules/points/points.tables.ts';
import { DEMO_ORDERS, demoOrderCents } from './demo-orders.data.ts';

/** The README's demo account: its password is public on purpose. */
export const DEMO_MEMBER = {
  email: 'demo@example.com',
  password: 'Coffee2024!',
  firstName: 'Mei',
  lastName: 'Chan',
  areaCode: '852',
  phone: '91234567',
  countryIsoCode: 'HK',
  gender: 'female',
  receiveMarketing: true,
  tierCode: 'roasted',
  joinedDaysAgo: 180,
} as const;

export interface LedgerSeed {
  pointTypeId: number;
  amount: number;
  reason: string;
  descriptionEn: string;
  descriptionZh: string;
  daysAgo: number;
  /** The index in DEMO_ORDERS of the order whose payment earned these Beans (its number is the reference). */
  demoOrder?: number;
}

const { beans, credit } = POINT_TYPE;

/**
 * A half-year of history a shopper would recognise: a welcome bonus, four paid orders earning Beans
 * (×1.00 as Green Bean, ×1.25 once HK$3,000 of spend made her Roasted) and two credit awards.
 * It ends at 5,800 Beans, enough to try every credit-shop option, and 120 credit.
 * Every row adds to a balance: the ledger trigger of migration 0001 currently refuses any negative row.
 * An order's Beans come from the order itself (DEMO_ORDERS), dated the day it was paid.
 */
const order = (demoOrder: number, multiplierPercent: number): LedgerSeed => {
  const placed = DEMO_ORDERS[demoOrder]!;
  const cash = demoOrderCents(placed);
  const paid = formatHkd(cash);
  const multiplier = formatMultiplier(multiplierPercent);
  return {
    pointTypeId: beans,
    amount: beansForCash(cash, multiplierPercent),
    reason: 'order_earned',
    descriptionEn: `Beans earned on an order (${paid} paid, ${multiplier})`,
    descriptionZh: `訂單賺取積分（已付${paid}，${multiplier}）`,
    daysAgo: placed.daysAgo - placed.paidAfterDays,
    demoOrder,
  };
};

export const DEMO_LEDGER: readonly LedgerSeed[] = [
  {
    pointTypeId: beans,
    amount: 200,
    reason: 'welcome_bonus',
    descriptionEn: 'Welcome bonus for joining',
    descriptionZh: '新會員迎新積分',
    daysAgo: 180,
  },
  order(0, 100),
  order(1, 100),
  order(2, 125),
  {
    pointTypeId: credit,
    amount: 50,
    reason: 'adjustment',
    descriptionEn: 'Sorry your delivery was late: $50.00 credit on us',
    descriptionZh: '送貨延誤，送上$50.00購物額致歉',
    daysAgo: 58,
  },
  {
    pointTypeId: credit,
    amount: 70,
    reason: 'adjustment',
    descriptionEn: 'Prize from the Saturday cupping lucky draw',
    descriptionZh: '星期六杯測抽獎獎品',
    daysAgo: 30,
  },
  order(3, 125),
];
