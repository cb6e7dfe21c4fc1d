import type { adminCouponSave, adminPromotionsGet } from '@shop/contract/admin/promotions-admin.calls';
import type { CallInput, CallOutput } from '@shop/contract/calls';
import { hongKongMidnight, hongKongNow } from '@shop/contract/shop-calendar';

export type CouponRow = CallOutput<typeof adminPromotionsGet>['coupons'][number];
type CouponInput = CallInput<typeof adminCouponSave>;

/** A coupon as the form holds it: numbers and dates as typed, blank meaning "no limit". */
export interface CouponDraft {
  id?: number;
  code: string;
  kind: CouponRow['kind'];
  value: string;
  max_discount: string;
  min_subtotal: string;
  starts_on: string;
  ends_on: string;
  usage_limit: string;
  per_member_limit: string;
  description_en: string;
  description_zh: string;
  active: boolean;
  assigned_only: boolean;
}

/** Hong Kong midnight of a day as an instant, and back: the console deals in Hong Kong days. */
const hkMidnight = (day: string) => (day ? hongKongMidnight(day) : null);
const hkDay = (iso: string | null) => (iso ? hongKongNow(new Date(iso)).day : '');
const blankOr = (value: number | null) => (value === null ? '' : String(value));
const optional = (text: string) => (text.trim() === '' ? null : Number(text));

export function couponDraft(row?: CouponRow): CouponDraft {
  return {
    ...(row ? { id: row.id } : {}),
    code: row?.code ?? '',
    kind: row?.kind ?? 'percent',
    value: row ? String(row.value) : '',
    max_discount: blankOr(row?.max_discount ?? null),
    min_subtotal: row ? String(row.min_subtotal) : '0',
    starts_on: hkDay(row?.starts_at ?? null),
    ends_on: hkDay(row?.ends_at ?? null),
    usage_limit: blankOr(row?.usage_limit ?? null),
    per_member_limit: blankOr(row?.per_member_limit ?? null),
    description_en: row?.description_en ?? '',
    description_zh: row?.description_zh ?? '',
    active: row?.active ?? true,
    assigned_only: row?.assigned_only ?? false,
  };
}

/** A blank number means no limit (null); anything else is sent as typed for the server to judge. */
export function couponInputOf(draft: CouponDraft): CouponInput {
  return {
    ...(draft.id === undefined ? {} : { id: draft.id }),
    code: draft.code,
    kind: draft.kind,
    value: draft.kind === 'free_shipping' ? 0 : Number(draft.value),
    max_discount: optional(draft.max_discount),
    min_subtotal: Number(draft.min_subtotal || 0),
    starts_at: hkMidnight(draft.starts_on),
    ends_at: hkMidnight(draft.ends_on),
    usage_limit: optional(draft.usage_limit),
    per_member_limit: optional(draft.per_member_limit),
    category_id: null,
    description_en: draft.description_en,
    description_zh: draft.description_zh,
    active: draft.active,
    assigned_only: draft.assigned_only,
  };
}
