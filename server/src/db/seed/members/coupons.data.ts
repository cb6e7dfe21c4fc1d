import type { COUPON_KINDS } from '../../../modules/cart/coupons.tables.ts';

export interface CouponSeed {
  code: string;
  kind: (typeof COUPON_KINDS)[number];
  /** Percent for `percent`, cents for `fixed`, 0 for `free_shipping`. */
  value: number;
  maxDiscountCents?: number;
  minSubtotalCents: number;
  usageLimit?: number;
  perMemberLimit?: number;
  /** Limits the coupon to one category, when the catalog has it. */
  categorySlug?: string;
  descriptionEn: string;
  descriptionZh: string;
}

/** Every coupon runs for this long from the seed day, so a fresh install always has live codes. */
export const COUPON_VALID_DAYS = 365;

export const COUPONS: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    value: 10,
    maxDiscountCents: 10_000,
    minSubtotalCents: 30_000,
    perMemberLimit: 1,
    descriptionEn: '10% off an order of HK$300 or more (up to HK$100 off), once per member.',
    descriptionZh: '訂單滿HK$300可享九折（最多減HK$100），每位會員限用一次。',
  },
  {
    code: 'SAVE50',
    kind: 'fixed',
    value: 5_000,
    minSubtotalCents: 40_000,
    usageLimit: 500,
    perMemberLimit: 2,
    descriptionEn: 'HK$50 off orders of HK$400 or more; the first 500 uses, twice per member.',
    descriptionZh: '訂單滿HK$400減HK$50；名額500個，每位會員限用兩次。',
  },
  {
    code: 'FREESHIP',
    kind: 'free_shipping',
    value: 0,
    minSubtotalCents: 20_000,
    perMemberLimit: 3,
    descriptionEn: 'Free delivery on orders of HK$200 or more, three times per member.',
    descriptionZh: '訂單滿HK$200免運費，每位會員可用三次。',
  },
  {
    code: 'DRIP15',
    kind: 'percent',
    value: 15,
    maxDiscountCents: 6_000,
    minSubtotalCents: 0,
    usageLimit: 300,
    perMemberLimit: 2,
    categorySlug: 'drip-bags',
    descriptionEn: '15% off drip bags (up to HK$60 off); the first 300 uses, twice per member.',
    descriptionZh: '掛耳咖啡八五折（最多減HK$60）；名額300個，每位會員限用兩次。',
  },
];
