import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { isKnownAreaCode, readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { OTP_MAX_ATTEMPTS, otpCodes } from './auth.tables.ts';
import { authKeys } from './auth-keys.ts';
import { otpRequestLimits } from './auth-limits.ts';
import { otpSms, texts, wrongCode } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { entryTierId, findMemberByPhone, insertPhoneMember, type SessionMember } from './members.repo.ts';
import { hashOtpCode, newOtpCode, OTP_LIFETIME_SECONDS, phoneAddress } from './otp-code.ts';
import { consume } from './rate-limit.ts';

interface Phone {
  area_code: string;
  phone: string;
}

/**
 * Sends a new sign-in code, replacing any earlier one of the phone. The limits, the code and the SMS
 * are one transaction: a refused request leaves no trace, and no code exists without its message.
 */
export async function sendOtp(ctx: CallContext, { area_code, phone }: Phone): Promise<void> {
  const { db, config } = ctx;
  if (!(await isKnownAreaCode(db, area_code))) throw new ApiError('VALIDATION_FAILED', texts.unknownAreaCode);
  const address = phoneAddress(area_code, phone);
  const code = newOtpCode();
  const fresh = {
    codeHash: hashOtpCode(authKeys(config).otp, address, code),
    attempts: 0,
    expiresAt: sql`now() + make_interval(secs => ${OTP_LIFETIME_SECONDS})`,
    usedAt: null,
    createdAt: sql`now()`,
  };
  await db.transaction(async (tx) => {
    await consume(tx, otpRequestLimits(clientAddress(ctx.ip), address));
    await tx
      .insert(otpCodes)
      .values({ areaCode: area_code, phone, ...fresh })
      .onConflictDoUpdate({ target: [otpCodes.areaCode, otpCodes.phone], set: fresh });
    await enqueueMessage(tx, {
      channel: 'sms',
      to: address,
      body: otpSms(await readShopInfo(tx, config), code),
      sensitive: true,
    });
  });
  ctx.outbox.wake();
}

type Outcome =
  | { kind: 'signed-in'; member: SessionMember; isNew: boolean }
  | { kind: 'wrong'; triesLeft: number }
  | { kind: 'no-live-code' };

/**
 * Checks a code with one guarded UPDATE: it counts the try and, when the code matches, uses it up,
 * only while the code is live (unused, unexpired, under 5 tries). Under the row lock parallel
 * submits see each other's counts, so at most 5 ever count and at most one wins.
 */
export async function submitOtp(
  ctx: CallContext,
  input: Phone & { otp: string },
): Promise<{ member: SessionMember; isNew: boolean }> {
  const { area_code: areaCode, phone } = input;
  const hash = hashOtpCode(authKeys(ctx.config).otp, phoneAddress(areaCode, phone), input.otp);
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .update(otpCodes)
      .set({
        attempts: sql`${otpCodes.attempts} + 1`,
        usedAt: sql`CASE WHEN ${otpCodes.codeHash} = ${hash} THEN now() END`,
      })
      .where(
        and(
          eq(otpCodes.areaCode, areaCode),
          eq(otpCodes.phone, phone),
          isNull(otpCodes.usedAt),
          lt(otpCodes.attempts, OTP_MAX_ATTEMPTS),
          gt(otpCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ attempts: otpCodes.attempts, used: sql<boolean>`${otpCodes.usedAt} IS NOT NULL` });
    if (!row) return { kind: 'no-live-code' };
    if (!row.used) return { kind: 'wrong', triesLeft: OTP_MAX_ATTEMPTS - row.attempts };
    const existing = await findMemberByPhone(tx, areaCode, phone);
    if (existing) return { kind: 'signed-in', member: existing, isNew: false };
    const created = await insertPhoneMember(tx, { areaCode, phone, tierId: await entryTierId(tx) });
    // A registration of the same phone may have committed in between: sign in to that account.
    const member = created ?? (await findMemberByPhone(tx, areaCode, phone));
    return { kind: 'signed-in', member: member!, isNew: created !== undefined };
  });
  // Thrown only now, after the commit: a wrong try must stay counted.
  if (outcome.kind === 'no-live-code') throw new ApiError('OTP_EXPIRED');
  if (outcome.kind === 'wrong') {
    throw new ApiError(
      'OTP_INVALID',
      outcome.triesLeft > 0 ? wrongCode(outcome.triesLeft) : texts.wrongCodeLastTry,
    );
  }
  return outcome;
}
