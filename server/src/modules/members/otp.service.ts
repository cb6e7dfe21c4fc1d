import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { isKnownAreaCode, readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { OTP_MAX_ATTEMPTS, otpCodes } from './auth.tables.ts';
import { authKeys } from './auth-keys.ts';
import { otpRequestLimits } from './auth-limits.ts';
import { otpSms, phoneProofSms, texts, wrongCode } from './auth-texts.ts';
import { clientAddress } from './client-address.ts';
import { claimPhone } from './contact-claim.ts';
import { entryTierId, findMemberByPhone, insertPhoneMember, type SessionMember } from './members.repo.ts';
import { hashOtpCode, newOtpCode, OTP_LIFETIME_SECONDS, phoneAddress } from './otp-code.ts';
import { consume } from './rate-limit.ts';

interface Phone {
  area_code: string;
  phone: string;
}

/**
 * Sends a new code, replacing any earlier one of the phone. The limits, the code and the SMS are one
 * transaction: a refused request leaves no trace, and no code exists without its message. A code
 * proves the phone whatever it was sent for; the SMS says what it is for (sign-in or proving the
 * phone to an account), so nobody is talked into passing one on.
 */
export async function sendOtp(
  ctx: CallContext,
  { area_code, phone }: Phone,
  purpose: 'sign-in' | 'proof' = 'sign-in',
): Promise<void> {
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
      body: (purpose === 'sign-in' ? otpSms : phoneProofSms)(await readShopInfo(tx, config), code),
      sensitive: true,
    });
  });
  ctx.outbox.wake();
}

type CodeRefused = { kind: 'wrong'; triesLeft: number } | { kind: 'no-live-code' };
export type CodeOutcome = { kind: 'used' } | CodeRefused;

/**
 * Checks a code with one guarded UPDATE: it counts the try and, when the code matches, uses it up,
 * only while the code is live (unused, unexpired, under 5 tries). Under the row lock parallel
 * submits see each other's counts, so at most 5 ever count and at most one wins.
 */
export async function useOtpCode(
  tx: Db,
  config: Config,
  { area_code: areaCode, phone, otp }: Phone & { otp: string },
): Promise<CodeOutcome> {
  const hash = hashOtpCode(authKeys(config).otp, phoneAddress(areaCode, phone), otp);
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
  return row.used ? { kind: 'used' } : { kind: 'wrong', triesLeft: OTP_MAX_ATTEMPTS - row.attempts };
}

/** The refusal of a code that did not work; thrown after the commit, so a wrong try stays counted. */
export function refuseCode(outcome: CodeRefused): never {
  if (outcome.kind === 'no-live-code') throw new ApiError('OTP_EXPIRED');
  throw new ApiError(
    'OTP_INVALID',
    outcome.triesLeft > 0 ? wrongCode(outcome.triesLeft) : texts.wrongCodeLastTry,
  );
}

type SignIn = { kind: 'signed-in'; member: SessionMember; isNew: boolean };

/**
 * Signs in the code's owner: to the account that proved this phone, or else to a new account with
 * the phone proven. An account that only listed the phone, unproven, loses it (contact-claim.ts):
 * a stranger who registered with this phone never receives its owner.
 */
export async function submitOtp(
  ctx: CallContext,
  input: Phone & { otp: string },
): Promise<{ member: SessionMember; isNew: boolean }> {
  const { area_code: areaCode, phone } = input;
  const outcome = await ctx.db.transaction(async (tx): Promise<SignIn | CodeRefused> => {
    const code = await useOtpCode(tx, ctx.config, input);
    if (code.kind !== 'used') return code;
    // A registration of the same phone may commit in between; it only listed the phone, so it loses it too.
    for (let attempt = 0; attempt < 3; attempt++) {
      const holder = await findMemberByPhone(tx, areaCode, phone);
      if (holder?.phoneProven) return { kind: 'signed-in', member: holder, isNew: false };
      await claimPhone(tx, { areaCode, phone }, undefined);
      const created = await insertPhoneMember(tx, {
        areaCode,
        phone,
        phoneVerifiedAt: new Date(),
        tierId: await entryTierId(tx),
      });
      if (created) return { kind: 'signed-in', member: created, isNew: true };
    }
    throw new ApiError('CONFLICT');
  });
  if (outcome.kind !== 'signed-in') refuseCode(outcome);
  return outcome;
}
