import { cents, toWire } from '@shop/contract/money';
import type { CouponRow, GiftRuleRow } from '../../cart/index.ts';

const hkd = (value: number) => toWire(cents(value));
const iso = (at: Date | null) => at?.toISOString() ?? null;

export function couponToWire(
  c: CouponRow,
  usage: { times: number; discountCents: number; assigned: number },
) {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.kind === 'fixed' ? hkd(c.value) : c.value,
    max_discount: c.maxDiscountCents === null ? null : hkd(c.maxDiscountCents),
    min_subtotal: hkd(c.minSubtotalCents),
    starts_at: iso(c.startsAt),
    ends_at: iso(c.endsAt),
    usage_limit: c.usageLimit,
    per_member_limit: c.perMemberLimit,
    category_id: c.categoryId,
    description_en: c.descriptionEn,
    description_zh: c.descriptionZh,
    active: c.active,
    assigned_only: c.assignedOnly,
    assigned_members: usage.assigned,
    times_used: usage.times,
    discount_given: hkd(usage.discountCents),
  };
}

export function giftRuleToWire(r: GiftRuleRow, sku: string) {
  return {
    id: r.id,
    name_en: r.nameEn,
    name_zh: r.nameZh,
    min_subtotal: hkd(r.minSubtotalCents),
    gift_variant_id: r.giftVariantId,
    gift_sku: sku,
    gift_quantity: r.giftQuantity,
    starts_at: iso(r.startsAt),
    ends_at: iso(r.endsAt),
    active: r.active,
  };
}
