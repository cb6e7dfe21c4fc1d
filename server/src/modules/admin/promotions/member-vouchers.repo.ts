import type { MemberVoucherRow } from '@shop/contract/admin/promotions-admin.calls';
import { cents, toWire } from '@shop/contract/money';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { couponAssignments, coupons } from '../../cart/coupons.tables.ts';
import { staffAccounts } from '../staff.tables.ts';

/** The coupons given to one member, newest first, as the member's console page shows them. */
export async function memberVoucherRows(db: Db, memberId: number): Promise<MemberVoucherRow[]> {
  const rows = await db
    .select({ coupon: coupons, assignedAt: couponAssignments.assignedAt, staffName: staffAccounts.name })
    .from(couponAssignments)
    .innerJoin(coupons, eq(coupons.id, couponAssignments.couponId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, couponAssignments.assignedBy))
    .where(eq(couponAssignments.memberId, memberId))
    .orderBy(desc(couponAssignments.assignedAt), desc(coupons.id));
  return rows.map(({ coupon: c, assignedAt, staffName }) => ({
    coupon_id: c.id,
    code: c.code,
    kind: c.kind,
    value: c.kind === 'fixed' ? toWire(cents(c.value)) : c.value,
    description_en: c.descriptionEn,
    description_zh: c.descriptionZh,
    starts_at: c.startsAt?.toISOString() ?? null,
    ends_at: c.endsAt?.toISOString() ?? null,
    active: c.active,
    assigned_only: c.assignedOnly,
    assigned_at: assignedAt.toISOString(),
    assigned_by_name: staffName,
  }));
}
