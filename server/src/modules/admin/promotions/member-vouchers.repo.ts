import type { MemberVoucherRow } from '@shop/contract/admin/promotions-admin.calls';
import { cents, toWire } from '@shop/contract/money';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { couponAssignments, coupons } from '../../cart/coupons.tables.ts';
import { members } from '../../members/members.tables.ts';
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

export async function memberExists(db: Db, memberId: number): Promise<boolean> {
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.id, memberId));
  return row !== undefined;
}

export async function couponCode(db: Db, couponId: number): Promise<string | undefined> {
  const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
  return row?.code;
}

/** Inserts the assignment unless it is there; true when a row was added. */
export async function insertAssignment(
  db: Db,
  row: { couponId: number; memberId: number; staffId: number },
): Promise<boolean> {
  const added = await db
    .insert(couponAssignments)
    .values({ couponId: row.couponId, memberId: row.memberId, assignedBy: row.staffId })
    .onConflictDoNothing()
    .returning({ couponId: couponAssignments.couponId });
  return added.length > 0;
}

/** Deletes the assignment; true when there was one. */
export async function deleteAssignment(db: Db, couponId: number, memberId: number): Promise<boolean> {
  const removed = await db
    .delete(couponAssignments)
    .where(and(eq(couponAssignments.couponId, couponId), eq(couponAssignments.memberId, memberId)))
    .returning({ couponId: couponAssignments.couponId });
  return removed.length > 0;
}
