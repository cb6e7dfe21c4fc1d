import type { CallParsedInput } from '@shop/contract/calls';
import type { register } from '@shop/contract/members/members.calls';
import { fitsAreaCode } from '@shop/contract/phone-number';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { sqlStateOf, UNIQUE_VIOLATION, violatedConstraintOf } from '../../lib/sql-state.ts';
import { countryAreaCode } from '../lookups/index.ts';
import { registerLimits } from './auth-limits.ts';
import { texts } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { setMarketingConsent } from './marketing-consent.service.ts';
import { emailInUse, entryTierId, insertMember, type SessionMember } from './members.repo.ts';
import { hashPassword } from './password.ts';
import { consume } from './rate-limit.ts';

/**
 * Creates a member from the register form. The email check up front is for a quick answer; the
 * unique indexes decide, so parallel registrations of one email leave exactly one account.
 */
export async function registerMember(
  { db, ip }: CallContext,
  input: CallParsedInput<typeof register>,
): Promise<SessionMember> {
  await db.transaction((tx) => consume(tx, registerLimits(clientAddress(ip))));
  if (await emailInUse(db, input.email)) throw new ApiError('EMAIL_USED');
  const areaCode = await countryAreaCode(db, input.country_id);
  if (areaCode === undefined) throw new ApiError('VALIDATION_FAILED', texts.unknownCountry);
  if (!fitsAreaCode(input.phone_number, areaCode))
    throw new ApiError('VALIDATION_FAILED', texts.phoneOfCountry);
  let member: SessionMember;
  try {
    member = await insertMember(db, {
      email: input.email,
      passwordHash: await hashPassword(input.password),
      firstName: input.first_name,
      lastName: input.last_name,
      areaCode,
      phone: input.phone_number,
      countryId: input.country_id,
      gender: input.gender,
      // Turned on below, with its record, only when the unticked box was ticked.
      receiveMarketing: false,
      tierId: await entryTierId(db),
    });
  } catch (error) {
    const index = sqlStateOf(error) === UNIQUE_VIOLATION ? violatedConstraintOf(error) : undefined;
    if (index === 'members_email_lower') throw new ApiError('EMAIL_USED');
    if (index === 'members_phone') throw new ApiError('PHONE_USED');
    throw error;
  }
  if (input.receive_marketing) {
    await setMarketingConsent(db, member.id, {
      granted: true,
      language: input.consent_language,
      source: 'sign_up',
    });
  }
  return member;
}
