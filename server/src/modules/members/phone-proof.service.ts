import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../../http/api-error.ts';
import type { CallContext, SignedInMember } from '../../http/call-handler.ts';
import { isKnownAreaCode, readShopInfo } from '../lookups/index.ts';
import { enqueueMessage } from '../messages/index.ts';
import { phoneChangedSms, texts } from './auth-texts.ts';
import { claimPhone } from './contact-claim.ts';
import { findMemberByPhone } from './members.repo.ts';
import { members } from './members.tables.ts';
import { refuseCode, sendOtp, useOtpCode } from './otp.service.ts';
import { phoneAddress } from './otp-code.ts';
import { endSessions } from './sessions.repo.ts';

interface Phone {
  area_code: string;
  phone: string;
}

/**
 * Texts a code to the member's current phone (to prove it) or to a new one (a change). A phone
 * another account has proven is refused at once; one another account only listed is not.
 */
export async function sendPhoneProof(ctx: CallContext, memberId: number, target: Phone) {
  if (!(await isKnownAreaCode(ctx.db, target.area_code))) {
    throw new ApiError('VALIDATION_FAILED', texts.unknownAreaCode);
  }
  const holder = await findMemberByPhone(ctx.db, target.area_code, target.phone);
  if (holder?.id === memberId && holder.phoneProven) return texts.phoneAlreadyProven;
  if (holder && holder.id !== memberId && holder.phoneProven) throw new ApiError('PHONE_USED');
  await sendOtp(ctx, target, 'proof');
  return texts.codeSent;
}

/**
 * Proves a phone with its code. The member's current phone becomes proven; a new one replaces it
 * (taken from any account that only listed it), the old number gets a notice, and every other
 * session of the account ends.
 */
export async function provePhone(ctx: CallContext, member: SignedInMember, input: Phone & { otp: string }) {
  const outcome = await ctx.db.transaction(async (tx) => {
    const code = await useOtpCode(tx, ctx.config, input);
    if (code.kind !== 'used') return code;
    const [me] = await tx
      .select({ areaCode: members.areaCode, phone: members.phone })
      .from(members)
      .where(eq(members.id, member.id))
      .for('update');
    const target = { areaCode: input.area_code, phone: input.phone };
    if (me?.areaCode === target.areaCode && me.phone === target.phone) {
      await tx.update(members).set({ phoneVerifiedAt: sql`now()` }).where(eq(members.id, member.id));
      return { kind: 'proven' as const, notice: texts.phoneProven };
    }
    await claimPhone(tx, target, member.id);
    await tx
      .update(members)
      .set({ ...target, phoneVerifiedAt: sql`now()` })
      .where(eq(members.id, member.id));
    await endSessions(tx, member.id, member.sessionId);
    if (me?.phone) {
      await enqueueMessage(tx, {
        channel: 'sms',
        to: phoneAddress(me.areaCode, me.phone),
        body: phoneChangedSms(await readShopInfo(tx, ctx.config)),
      });
    }
    return { kind: 'proven' as const, notice: texts.phoneChanged };
  });
  if (outcome.kind !== 'proven') refuseCode(outcome);
  ctx.outbox.wake();
  return { ...outcome.notice, phone: input.phone, area_code: input.area_code };
}
