import { createHmac } from 'node:crypto';
import { type Config, jwtSecret } from '../../config/env.ts';
import { signHs256Token, verifyHs256Token } from '../../lib/hs256-token.ts';

/** A working day and then some: a lost laptop's session ends by itself overnight. */
export const STAFF_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;
const AUDIENCE = 'staff';

export interface StaffClaims {
  staffId: number;
  sessionId: string;
}

const keys = new WeakMap<Config, Uint8Array>();

/**
 * Staff tokens are signed with a key of their own, derived from the shop secret, and carry their own
 * audience: a member token (raw secret, audience `member`) fails both checks here, and a staff token
 * fails both checks of the member verifier.
 */
export function staffTokenKey(config: Config): Uint8Array {
  let key = keys.get(config);
  if (!key) {
    key = new Uint8Array(createHmac('sha256', jwtSecret(config)).update('staff-token').digest());
    keys.set(config, key);
  }
  return key;
}

export function signStaffToken(key: Uint8Array, claims: StaffClaims, expiresAt: Date): Promise<string> {
  return signHs256Token(key, {
    audience: AUDIENCE,
    subject: claims.staffId,
    claims: { sid: claims.sessionId },
    issuedAt: Math.floor(Date.now() / 1000),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  });
}

/** The claims of a valid staff token, or undefined for anything else (expired, tampered, other key). */
export async function verifyStaffToken(
  key: Uint8Array,
  token: string,
  now = Date.now(),
): Promise<StaffClaims | undefined> {
  const verified = await verifyHs256Token(key, token, AUDIENCE, now);
  const sessionId = verified?.payload.sid;
  if (!verified || typeof sessionId !== 'string' || !/^[0-9a-f-]{36}$/.test(sessionId)) return undefined;
  return { staffId: verified.subject, sessionId };
}

/** What a password alone earns an account that needs a second step. */
export type SecondStep = 'totp' | 'enrol';
const CHALLENGE_AUDIENCE = 'staff-second-step';
export const CHALLENGE_LIFETIME_SECONDS = 10 * 60;

/** A short-lived proof that the password was right; it opens nothing but the step it names. */
export function signChallenge(key: Uint8Array, staffId: number, step: SecondStep, expiresAt: Date) {
  return signHs256Token(key, {
    audience: CHALLENGE_AUDIENCE,
    subject: staffId,
    claims: { step },
    issuedAt: Math.floor(Date.now() / 1000),
    expiresAt: Math.floor(expiresAt.getTime() / 1000),
  });
}

/** The account of a valid challenge for `step`, or undefined (expired, tampered, another step). */
export async function verifyChallenge(
  key: Uint8Array,
  token: string,
  step: SecondStep,
): Promise<number | undefined> {
  const verified = await verifyHs256Token(key, token, CHALLENGE_AUDIENCE, Date.now());
  return verified?.payload.step === step ? verified.subject : undefined;
}
