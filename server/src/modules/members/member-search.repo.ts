import type { MemberRow } from '@shop/contract/admin/admin-members.calls';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { escapeLike } from '../../lib/escape-like.ts';
import { members, tiers } from './members.tables.ts';

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

/** Members whose name, email or phone match every word, newest first, with their tier's name. */
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

/** A member's email and sign-up time, as the console needs them; undefined for no such member. */
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
