import { ApiError } from '../../http/api-error.ts';
import type { CallContext } from '../../http/call-handler.ts';
import { clear, consume, type Limit } from '../members/index.ts';
import { recordAudit } from './audit.ts';
import { looksLikeRecoveryCode, newRecoveryCodes, recoveryCodeHash } from './recovery-codes.ts';
import { findActiveStaffById, type StaffMember } from './staff.repo.ts';
import { authenticateStaff } from './staff-auth.ts';
import { auditSignIn, openSession, type StaffSession } from './staff-login.service.ts';
import { type SecondStep, staffTokenKey, verifyChallenge } from './staff-token.ts';
import { enrolmentCard, newTotpSecret, totpStepOf } from './totp.ts';
import {
  confirmSecret,
  recoveryCodesLeft,
  setPendingSecret,
  spendRecoveryCode,
  takeTimeStep,
  twoFactorState,
} from './two-factor.repo.ts';

/** Five wrong codes per account in 15 minutes: a million codes cannot be walked through. */
const secondStepLimit = (staffId: number): Limit => ({
  key: `staff_second_step:${staffId}`,
  max: 5,
  windowSeconds: 15 * 60,
});

async function accountOfChallenge(
  ctx: CallContext,
  challenge: string,
  step: SecondStep,
): Promise<StaffMember> {
  const staffId = await verifyChallenge(staffTokenKey(ctx.config), challenge, step);
  const staff = staffId === undefined ? undefined : await findActiveStaffById(ctx.db, staffId);
  if (!staff) throw new ApiError('SIGN_IN_STEP_EXPIRED');
  return staff;
}

/** Whether the code is the app's current one (and its step not used before) or an unspent recovery code. */
async function acceptCode(
  ctx: CallContext,
  staffId: number,
  code: string,
): Promise<'totp' | 'recovery_code' | undefined> {
  if (looksLikeRecoveryCode(code)) {
    const spent = await spendRecoveryCode(ctx.db, staffId, recoveryCodeHash(staffTokenKey(ctx.config), code));
    return spent ? 'recovery_code' : undefined;
  }
  const secret = (await twoFactorState(ctx.db, staffId))?.totpSecret;
  const step = secret ? await totpStepOf(secret, code) : undefined;
  return step !== undefined && (await takeTimeStep(ctx.db, staffId, step)) ? 'totp' : undefined;
}

/**
 * The second step of a sign-in. Wrong, reused (the same time step again) and too-far-skewed codes
 * get one answer; each failure counts towards the account's limit and is an audit row.
 */
export async function completeSecondStep(
  ctx: CallContext,
  { challenge, code }: { challenge: string; code: string },
): Promise<StaffSession> {
  const staff = await accountOfChallenge(ctx, challenge, 'totp');
  const limit = secondStepLimit(staff.id);
  await ctx.db.transaction((tx) => consume(tx, [limit]));
  const method = await acceptCode(ctx, staff.id, code);
  if (!method) {
    await auditSignIn(ctx, staff.id, 'sign_in_failed', { step: 'second_step' });
    throw new ApiError('TWO_FACTOR_CODE_INVALID');
  }
  await clear(ctx.db, [limit.key]);
  const session = await openSession(
    ctx,
    staff,
    method === 'totp' ? 'password+totp' : 'password+recovery_code',
  );
  if (method === 'recovery_code') {
    await recordAudit(ctx.db, {
      staffId: staff.id,
      action: 'recovery_code.use',
      entity: 'staff_account',
      entityId: staff.id,
      after: { recovery_codes_left: await recoveryCodesLeft(ctx.db, staff.id) },
    });
  }
  return session;
}

/**
 * Who is setting up two-step sign-in: the owner finishing an `enrol` sign-in (the challenge), or a
 * signed-in staff member from the console (the Bearer token). Only the former ends in a new session.
 */
export async function enrollingStaff(
  ctx: CallContext,
  challenge: string | undefined,
): Promise<{ staff: StaffMember; signingIn: boolean }> {
  if (challenge) return { staff: await accountOfChallenge(ctx, challenge, 'enrol'), signingIn: true };
  return { staff: await authenticateStaff(ctx.db, ctx.config, ctx.authorization), signingIn: false };
}

/** A new secret, kept aside until a code from it confirms the app holds it. */
export async function startEnrolment(ctx: CallContext, staff: StaffMember) {
  const secret = newTotpSecret();
  await setPendingSecret(ctx.db, staff.id, secret);
  const card = await enrolmentCard(secret, staff.email);
  return { secret, otpauth_uri: card.uri, qr_image: card.qr };
}

/**
 * A code from the new secret turns it on (replacing any earlier secret) and replaces the recovery
 * codes; the codes are answered this once and kept only as keyed hashes.
 */
export async function confirmEnrolment(
  ctx: CallContext,
  { staff, signingIn }: { staff: StaffMember; signingIn: boolean },
  code: string,
): Promise<{ recoveryCodes: string[]; session: StaffSession | null }> {
  const limit = secondStepLimit(staff.id);
  await ctx.db.transaction((tx) => consume(tx, [limit]));
  const pending = (await twoFactorState(ctx.db, staff.id))?.totpPendingSecret;
  if (!pending) throw new ApiError('NO_SECRET_TO_CONFIRM');
  const step = await totpStepOf(pending, code);
  const recoveryCodes = newRecoveryCodes();
  const key = staffTokenKey(ctx.config);
  const confirmed =
    step !== undefined &&
    (await ctx.db.transaction(async (tx) => {
      const done = await confirmSecret(
        tx,
        staff.id,
        pending,
        step,
        recoveryCodes.map((c) => recoveryCodeHash(key, c)),
      );
      if (done)
        await recordAudit(tx, {
          staffId: staff.id,
          action: 'two_factor.enable',
          entity: 'staff_account',
          entityId: staff.id,
          after: { recovery_codes: recoveryCodes.length },
        });
      return done;
    }));
  if (!confirmed) {
    if (signingIn) await auditSignIn(ctx, staff.id, 'sign_in_failed', { step: 'enrol' });
    throw new ApiError('TWO_FACTOR_CODE_INVALID');
  }
  await clear(ctx.db, [limit.key]);
  const session = signingIn
    ? await openSession(ctx, { ...staff, twoFactor: true }, 'password+totp_enrolment')
    : null;
  return { recoveryCodes, session };
}
