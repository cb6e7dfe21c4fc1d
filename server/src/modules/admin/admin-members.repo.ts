import type { MemberRow } from '@shop/contract/admin/admin-members.calls';
import type { PointTransaction } from '@shop/contract/points/points.calls';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../catalog/keyword.ts';
import { members, tiers } from '../members/members.tables.ts';
import { pointLedger } from '../points/points.tables.ts';

interface Page {
  limit: number;
  offset: number;
}

/**
 * Every word must match the name, the email or the phone (with or without its area code), so
 * "chan 9123" finds Mei Chan of 9123 4567. Phone digits are compared without spaces.
 */
function keywordFilter(keyword: string): SQL | undefined {
  const words = keyword.normalize('NFKC').split(/\s+/).filter(Boolean).slice(0, 6);
  const each = words.map((word) => {
    const pattern = `%${escapeLike(word)}%`;
    const digits = word.replace(/[\s()+-]/g, '');
    return or(
      ilike(sql`${members.firstName} || ' ' || ${members.lastName}`, pattern),
      ilike(members.email, pattern),
      /^\d+$/.test(digits)
        ? ilike(sql`${members.areaCode} || coalesce(${members.phone}, '')`, `%${digits}%`)
        : undefined,
    );
  });
  return each.length === 0 ? undefined : and(...each);
}

export async function searchMembers(
  db: Db,
  keyword: string,
  page: Page,
): Promise<{ members: MemberRow[]; total: number }> {
  const where = keywordFilter(keyword);
  const rows = await db
    .select({
      member_id: members.id,
      first_name: members.firstName,
      last_name: members.lastName,
      email: members.email,
      area_code: members.areaCode,
      phone: members.phone,
      tier_name: sql<string>`coalesce(${tiers.nameEn}, '')`,
      tier_name_zh: sql<string>`coalesce(${tiers.nameZh}, '')`,
      createdAt: members.createdAt,
    })
    .from(members)
    .leftJoin(tiers, eq(tiers.id, members.tierId))
    .where(where)
    .orderBy(desc(members.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(members).where(where);
  return {
    members: rows.map(({ createdAt, ...row }) => ({ ...row, created_at: createdAt.toISOString() })),
    total: total?.n ?? 0,
  };
}

export async function memberContact(
  db: Db,
  memberId: number,
): Promise<{ email: string | null; createdAt: Date } | undefined> {
  const [row] = await db
    .select({ email: members.email, createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId));
  return row;
}

/** A member's ledger, newest first, of one point type or all. */
export async function memberLedger(
  db: Db,
  memberId: number,
  pointTypeId: number | undefined,
  page: Page,
): Promise<{ transactions: PointTransaction[]; total: number }> {
  const l = pointLedger;
  const where = and(
    eq(l.memberId, memberId),
    pointTypeId === undefined ? undefined : eq(l.pointTypeId, pointTypeId),
  );
  const rows = await db
    .select(ledgerColumns)
    .from(l)
    .where(where)
    .orderBy(desc(l.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(l).where(where);
  return { transactions: rows.map(toWireTransaction), total: total?.n ?? 0 };
}

export const ledgerColumns = {
  id: pointLedger.id,
  point_type_id: pointLedger.pointTypeId,
  amount: pointLedger.amount,
  balance_after: pointLedger.balanceAfter,
  reason: pointLedger.reason,
  description_en: pointLedger.descriptionEn,
  description_zh: pointLedger.descriptionZh,
  createdAt: pointLedger.createdAt,
};

export function toWireTransaction({
  createdAt,
  ...row
}: { createdAt: Date } & Omit<PointTransaction, 'created_at'>) {
  return { ...row, created_at: createdAt.toISOString() };
}
