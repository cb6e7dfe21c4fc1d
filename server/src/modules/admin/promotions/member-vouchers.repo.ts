import type { MemberVoucherRow } from '@shop/contract/admin/promotions-admin.calls';
import { cents, toWire } from '@shop/contract/money';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { couponAssignmentRows } from '../../cart/index.ts';
import { staffAccounts } from '../staff.tables.ts';

/** The coupons given to one member, newest first, as the member's console page shows them. */
export async function memberVoucherRows(db: Db, memberId: number): Promise<MemberVoucherRow[]> {
  const given = couponAssignmentRows;
  const rows = await db
    .select({ coupon: given._.selectedFields, staffName: staffAccounts.name })
    .from(given)
    .leftJoin(staffAccounts, eq(staffAccounts.id, given.assignedBy))
    .where(eq(given.memberId, memberId))
    .orderBy(desc(given.assignedAt), desc(given.id));
  return rows.map(({ coupon: c, staffName }) => ({
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
    assigned_at: c.assignedAt.toISOString(),
    assigned_by_name: staffName,
  }));
}
