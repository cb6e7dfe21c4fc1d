import { POINT_TYPE } from '../../../modules/points/points.tables.ts';

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
}

const { beans, credit } = POINT_TYPE;

/**
 * A half-year of history a shopper would recognise: a welcome bonus, four paid orders earning Beans
 * (×1.00 as Green Bean, ×1.25 once HK$3,000 of spend made her Roasted) and two credit awards.
 * It ends at 5,800 Beans, enough to try every credit-shop option, and 120 credit.
 * Every row adds to a balance: the ledger trigger of migration 0001 currently refuses any negative row.
 */
const order = (amount: number, paid: string, multiplier: string, daysAgo: number): LedgerSeed => ({
  pointTypeId: beans,
  amount,
  reason: 'order_earned',
  descriptionEn: `Beans earned on an order (${paid} paid, ${multiplier})`,
  descriptionZh: `訂單賺取積分（已付${paid}，${multiplier}）`,
  daysAgo,
});

export const DEMO_LEDGER: readonly LedgerSeed[] = [
  {
    pointTypeId: beans,
    amount: 200,
    reason: 'welcome_bonus',
    descriptionEn: 'Welcome bonus for joining',
    descriptionZh: '新會員迎新積分',
    daysAgo: 180,
  },
  order(1_850, 'HK$1,850', '×1.00', 165),
  order(1_420, 'HK$1,420', '×1.00', 120),
  order(1_330, 'HK$1,064', '×1.25', 60),
  {
    pointTypeId: credit,
    amount: 50,
    reason: 'adjustment',
    descriptionEn: 'Sorry your delivery was late: HK$50 credit on us',
    descriptionZh: '送貨延誤，送上HK$50購物額致歉',
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
  order(1_000, 'HK$800', '×1.25', 21),
];
