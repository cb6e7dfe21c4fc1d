import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { byEmail } from './members.repo.ts';
import { members } from './members.tables.ts';
import { endSessions } from './sessions.repo.ts';

/*
 * Whoever proves an email or a phone owns it. An account that only listed it, unproven, loses it and
 * every session it had: it may have been made by someone else with a stranger's address (pre-hijack).
 * One proven by another account stays there (EMAIL_USED, PHONE_USED).
 */

/** Frees `email` for `claimant` (undefined: a new account), in the caller's transaction. */
export async function claimEmail(tx: Db, email: string, claimant: number | undefined): Promise<void> {
  const others = claimant === undefined ? undefined : ne(members.id, claimant);
  const [holder] = await tx
    .select({ id: members.id, provenAt: members.emailVerifiedAt })
    .from(members)
    .where(and(byEmail(email), others))
    .for('update');
  if (!holder) return;
  if (holder.provenAt) throw new ApiError('EMAIL_USED');
  await tx.update(members).set({ email: null }).where(eq(members.id, holder.id));
  await endSessions(tx, holder.id);
}

/** Frees a phone for `claimant` (undefined: a new account), in the caller's transaction. */
export async function claimPhone(
  tx: Db,
  { areaCode, phone }: { areaCode: string; phone: string },
  claimant: number | undefined,
): Promise<void> {
  const others = claimant === undefined ? undefined : ne(members.id, claimant);
  const [holder] = await tx
    .select({ id: members.id, provenAt: members.phoneVerifiedAt })
    .from(members)
    .where(and(eq(members.areaCode, areaCode), eq(members.phone, phone), others))
    .for('update');
  if (!holder) return;
  if (holder.provenAt) throw new ApiError('PHONE_USED');
  await tx
    .update(members)
    .set({ phone: null })
    .where(and(eq(members.id, holder.id), isNull(members.phoneVerifiedAt)));
  await endSessions(tx, holder.id);
}
