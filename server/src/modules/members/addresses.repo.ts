import type { MemberAddress } from '@shop/contract/members/members.calls';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { countryRows } from '../lookups/index.ts';
import { memberAddresses } from './addresses.tables.ts';

/** The member's addresses, the default first, then in the order they were saved. */
export async function listAddresses(
  db: Db,
  memberId: number,
  page: { limit: number; offset: number },
): Promise<{ addresses: MemberAddress[]; total: number }> {
  const a = memberAddresses;
  const addresses = await db
    .select({
      id: a.id,
      first_name: a.firstName,
      last_name: a.lastName,
      company_name: a.companyName,
      area_code: a.areaCode,
      phone: a.phone,
      address: a.address,
      district: a.district,
      city: a.city,
      state: a.state,
      postal_code: a.postalCode,
      country_id: a.countryId,
      country_name_en: countryRows.nameEn,
      country_name_zh: countryRows.nameZh,
      is_default: sql<0 | 1>`${a.isDefault}::int`,
    })
    .from(a)
    .innerJoin(countryRows, eq(countryRows.id, a.countryId))
    .where(eq(a.memberId, memberId))
    .orderBy(desc(a.isDefault), asc(a.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(a).where(eq(a.memberId, memberId));
  return { addresses, total: total?.n ?? 0 };
}
