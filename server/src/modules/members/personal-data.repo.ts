import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { listAddresses } from './addresses.repo.ts';
import { consentHistory } from './marketing-consent.service.ts';
import { readProfile } from './members.repo.ts';
import { members } from './members.tables.ts';
import { memberPrivacyRequests } from './privacy-requests.service.ts';

/** The members domain's part of a member's data download: profile, addresses, consents, requests. */
export async function memberPersonalData(db: Db, memberId: number) {
  const profile = await readProfile(db, memberId);
  const [row] = await db
    .select({ createdAt: members.createdAt })
    .from(members)
    .where(eq(members.id, memberId));
  if (!profile || !row) return undefined;
  const { addresses } = await listAddresses(db, memberId, { limit: 1000, offset: 0 });
  return {
    profile: { ...profile, member_id: memberId, created_at: row.createdAt.toISOString() },
    addresses,
    marketing_consents: await consentHistory(db, memberId),
    privacy_requests: await memberPrivacyRequests(db, memberId),
  };
}
