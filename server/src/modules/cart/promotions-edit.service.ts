import type { CouponInput, GiftRuleInput } from '@shop/contract/admin/promotions-admin.calls';
import { fromWire } from '@shop/contract/money';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { readBack, saveRecord } from '../../lib/save-record.ts';
import { categoryExists, variantExists } from '../catalog/index.ts';
import { memberExists, memberNotFound } from '../members/index.ts';
import { freeGiftRules } from './cart.tables.ts';
import { couponAssignments, coupons } from './coupons.tables.ts';

/**
 * How the console shows a saved coupon or gift rule, by id; what the change log keeps before and
 * after. The console's view joins what this domain does not hold (how often a coupon was used).
 */
export type RecordView<Wire> = (tx: Db, id: number) => Promise<Wire[]>;

function refuse(en: string, zh: string): never {
  throw new ApiError('VALIDATION_FAILED', { en, zh });
}

/** The stored value of a coupon: percent as given, a fixed amount in cents, nothing for free shipping. */
function couponValue(input: Pick<CouponInput, 'kind' | 'value'>): number {
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

function checkCouponDates(startsAt: string | null, endsAt: string | null): void {
  if (startsAt && endsAt && Date.parse(endsAt) <= Date.parse(startsAt)) {
    refuse('A coupon must end after it starts.', '優惠券的結束時間必須遲於開始時間。');
  }
}

function couponNotFound(): ApiError {
  return new ApiError('NOT_FOUND', { en: 'This coupon was not found.', zh: '找不到這張優惠券。' });
}

/** Creates or replaces a coupon: its code is unique whatever the case, and its category must exist. */
export async function saveCoupon<Wire>(db: Db, input: CouponInput, view: RecordView<Wire>, log: ChangeLog) {
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
    if (input.category_id !== null && !(await categoryExists(tx, input.category_id))) {
      refuse('The chosen category does not exist.', '所選的分類不存在。');
    }
    const coupon = { table: coupons, entity: 'coupon', toWire: readBack(view), notFound: couponNotFound };
    return saveRecord(tx, coupon, { id: input.id, values }, log);
  });
}

/** Creates or replaces a free gift rule; the gift must be a variant the catalog has. */
export async function saveGiftRule<Wire>(
  db: Db,
  input: GiftRuleInput,
  view: RecordView<Wire>,
  log: ChangeLog,
) {
  checkCouponDates(input.starts_at, input.ends_at);
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    minSubtotalCents: fromWire(input.min_subtotal),
    giftVariantId: input.gift_variant_id,
    giftQuantity: input.gift_quantity,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    active: input.active,
  };
  return db.transaction(async (tx) => {
    if (!(await variantExists(tx, input.gift_variant_id)))
      throw new ApiError('VALIDATION_FAILED', {
        en: 'The gift variant does not exist.',
        zh: '贈品款式不存在。',
      });
    const giftRule = { table: freeGiftRules, entity: 'gift_rule', toWire: readBack(view) };
    return saveRecord(tx, giftRule, { id: input.id, values }, log);
  });
}

interface Assignment {
  coupon_id: number;
  member_id: number;
}

/** Both must exist, or the console asked about a stale or mistyped id; gives the coupon's code. */
async function checkBoth(tx: Db, { coupon_id, member_id }: Assignment): Promise<string> {
  const [coupon] = await tx.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, coupon_id));
  if (!coupon) throw couponNotFound();
  if (!(await memberExists(tx, member_id))) throw memberNotFound();
  return coupon.code;
}

/** Gives the coupon to the member; giving it again writes nothing (no second row, nothing logged). */
export async function assignCoupon(db: Db, input: Assignment, assignedBy: number, log: ChangeLog) {
  await db.transaction(async (tx) => {
    const code = await checkBoth(tx, input);
    const added = await tx
      .insert(couponAssignments)
      .values({ couponId: input.coupon_id, memberId: input.member_id, assignedBy })
      .onConflictDoNothing()
      .returning({ couponId: couponAssignments.couponId });
    if (added.length === 0) return;
    await log(tx, {
      action: 'coupon.assign',
      entity: 'member',
      entityId: input.member_id,
      before: null,
      after: { coupon_id: input.coupon_id, code },
    });
  });
}

/** Takes the coupon back; taking back one the member does not have writes nothing. */
export async function unassignCoupon(db: Db, input: Assignment, log: ChangeLog) {
  await db.transaction(async (tx) => {
    const code = await checkBoth(tx, input);
    const removed = await tx
      .delete(couponAssignments)
      .where(
        and(eq(couponAssignments.couponId, input.coupon_id), eq(couponAssignments.memberId, input.member_id)),
      )
      .returning({ couponId: couponAssignments.couponId });
    if (removed.length === 0) return;
    await log(tx, {
      action: 'coupon.unassign',
      entity: 'member',
      entityId: input.member_id,
      before: { coupon_id: input.coupon_id, code },
      after: null,
    });
  });
}
