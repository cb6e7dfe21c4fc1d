import type { CouponInput } from '@shop/contract/admin/promotions-admin.calls';
import { fromWire } from '@shop/contract/money';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { coupons } from '../../cart/coupons.tables.ts';
import { categories } from '../../catalog/catalog.tables.ts';
import { readBack, saveWithAudit } from '../save-with-audit.ts';
import { couponRows } from './promotions-admin.repo.ts';

function refuse(en: string, zh: string): never {
  throw new ApiError('VALIDATION_FAILED', { en, zh });
}

/** The stored value of a coupon: percent as given, a fixed amount in cents, nothing for free shipping. */
export function couponValue(input: Pick<CouponInput, 'kind' | 'value'>): number {
  if (input.kind === 'percent') {
    if (!Number.isInteger(input.value) || input.value < 1 || input.value > 100) {
      refuse('A percent coupon takes a whole percent from 1 to 100.', '百分比優惠券須為 1 至 100 的整數。');
    }
    return input.value;
  }
  if (input.kind === 'fixed') {
    if (input.value <= 0) refuse('A fixed coupon must take something off.', '定額優惠券的金額必須大於 0。');
    return fromWire(input.value);
  }
  return 0;
}

export function checkCouponDates(startsAt: string | null, endsAt: string | null): void {
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    refuse('A coupon must end after it starts.', '優惠券的結束時間必須遲於開始時間。');
  }
}

const coupon = {
  table: coupons,
  entity: 'coupon',
  toWire: readBack(couponRows),
  notFound: () => new ApiError('NOT_FOUND', { en: 'This coupon was not found.', zh: '找不到這張優惠券。' }),
};

export async function saveCoupon(db: Db, staffId: number, input: CouponInput) {
  const value = couponValue(input);
  checkCouponDates(input.starts_at, input.ends_at);
  const values = {
    code: input.code.toUpperCase(),
    kind: input.kind,
    value,
    maxDiscountCents: input.max_discount === null ? null : fromWire(input.max_discount),
    minSubtotalCents: fromWire(input.min_subtotal),
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    usageLimit: input.usage_limit,
    perMemberLimit: input.per_member_limit,
    categoryId: input.category_id,
    descriptionEn: input.description_en,
    descriptionZh: input.description_zh,
    active: input.active,
    assignedOnly: input.assigned_only,
  };
  return db.transaction(async (tx) => {
    const others = input.id === undefined ? sql`true` : ne(coupons.id, input.id);
    const [taken] = await tx
      .select({ id: coupons.id })
      .from(coupons)
      .where(and(sql`upper(${coupons.code}) = ${values.code}`, others));
    if (taken) {
      throw new ApiError('CONFLICT', {
        en: `The code ${values.code} is already used.`,
        zh: `優惠碼 ${values.code} 已被使用。`,
      });
    }
    if (input.category_id !== null) {
      const [category] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.id, input.category_id));
      if (!category) refuse('The chosen category does not exist.', '所選的分類不存在。');
    }
    return saveWithAudit(tx, coupon, { staffId, id: input.id, values });
  });
}
