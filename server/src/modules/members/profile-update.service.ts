import type { CallParsedInput } from '@shop/contract/calls';
import type { profileUpdate } from '@shop/contract/members/privacy.calls';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { countryAreaCode } from '../lookups/index.ts';
import { texts } from './auth-texts.ts';
import { members } from './members.tables.ts';

/**
 * A member corrects their own name, gender and country. Email and phone are not here: a new one
 * must be proven before it replaces the old (the contact-change calls).
 */
export async function updateProfile(
  db: Db,
  memberId: number,
  input: CallParsedInput<typeof profileUpdate>,
): Promise<void> {
  if ((await countryAreaCode(db, input.country_id)) === undefined) {
    throw new ApiError('VALIDATION_FAILED', texts.unknownCountry);
  }
  await db
    .update(members)
    .set({
      firstName: input.first_name,
      lastName: input.last_name,
      gender: input.gender,
      countryId: input.country_id,
    })
    .where(eq(members.id, memberId));
}
