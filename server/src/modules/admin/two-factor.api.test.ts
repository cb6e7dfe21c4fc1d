import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { hashPassword } from '../members/index.ts';
import { bearer, callFrom, freshIp, unique } from '../members/testing.ts';
import { auditOf, OWNER, STAFF, signInThroughSecondStep, staffAuth, totpCode } from './admin.test-kit.ts';
import { insertStaff } from './staff.repo.ts';
import { staffAccounts } from './staff.tables.ts';
import { newTotpSecret, TOTP_PERIOD_SECONDS } from './totp.ts';

const t = appPerFile();

const PASSWORD = 'Counter-Top9';

/** A fresh console account; with a secret, two-step sign-in is already on. */
async function account(role: 'owner' | 'staff', secret?: string) {
  const email = `tf.${unique()}@example.com`;
  const row = await insertStaff(t.db, {
    email,
    name: 'Two Step',
    role,
    passwordHash: await hashPassword(PASSWORD),
  });
  if (secret)
    await t.db.update(staffAccounts).set({ totpSecret: secret }).where(eq(staffAccounts.id, row!.id));
  return { id: row!.id, email, password: PASSWORD, secret: secret ?? '' };
}

async function passwordStep(who: { email: string; password: string }) {
  const res = await callFrom(t, freshIp(), 'admin_login', who);
  expect(res.statusCode).toBe(200);
  return res.body as { next: string; challenge: string; token?: string };
}

const secondStep = async (who: { email: string; password: string }, code: string) =>
  callFrom(t, freshIp(), 'admin_login_second_step', { challenge: (await passwordStep(who)).challenge, code });

/**
 * Codes are computed a moment before the server checks them: start a skew test early in a time
 * step, so "one step away" cannot become two while the request travels.
 */
async function earlyInTimeStep() {
  const into = (Date.now() / 1000) % TOTP_PERIOD_SECONDS;
  if (into > TOTP_PERIOD_SECONDS - 5)
    await new Promise((r) => setTimeout(r, (TOTP_PERIOD_SECONDS - into + 1) * 1000));
}

const signInRows = async (staffId: number) =>
  (await auditOf(t, 'staff_account', staffId)).map((r) => ({ action: r.action, after: r.after }));

describe('the second step of a console sign-in', () => {
  it('signs the owner in with the code from the app, and writes the sign-in to the audit log', async () => {
    const owner = await account('owner', newTotpSecret());
    const res = await secondStep(owner, await totpCode(owner.secret));
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchObject({
      status: 1,
      token: expect.any(String),
      staff: { role: 'owner', two_factor: true },
    });
    expect((await t.call('admin_me', {}, bearer(res.body.token))).statusCode).toBe(200);
    expect(await signInRows(owner.id)).toEqual([
      {
        action: 'sign_in',
        after: expect.objectContaining({ method: 'password+totp', ip: expect.any(String) }),
      },
    ]);
  });

  it('refuses a wrong code, and a right code the second time (the same time step), with one answer', async () => {
    await earlyInTimeStep();
    const owner = await account('owner', newTotpSecret());
    const code = await totpCode(owner.secret);
    const wrong = await secondStep(owner, code === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toMatchObject({ status: 0, err_code: 'TWO_FACTOR_CODE_INVALID' });
    expect(wrong.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    expect((await secondStep(owner, code)).statusCode).toBe(200);
    const reused = await secondStep(owner, code);
    expect(reused.body).toEqual(wrong.body);
    const earlier = await secondStep(owner, await totpCode(owner.secret, -1));
    expect(earlier.body.err_code).toBe('TWO_FACTOR_CODE_INVALID');
    expect((await signInRows(owner.id)).map((r) => [r.action, (r.after as { step?: string }).step])).toEqual([
      ['sign_in_failed', 'second_step'],
      ['sign_in', undefined],
      ['sign_in_failed', 'second_step'],
      ['sign_in_failed', 'second_step'],
    ]);
  });

  it('accepts a code one time step behind or ahead (a clock a little off) and refuses two steps', async () => {
    await earlyInTimeStep();
    for (const steps of [-2, 2]) {
      const owner = await account('owner', newTotpSecret());
      const res = await secondStep(owner, await totpCode(owner.secret, steps));
      expect({ steps, code: res.body.err_code }).toEqual({ steps, code: 'TWO_FACTOR_CODE_INVALID' });
    }
    for (const steps of [-1, 1]) {
      const owner = await account('owner', newTotpSecret());
      const res = await secondStep(owner, await totpCode(owner.secret, steps));
      expect({ steps, status: res.statusCode }).toEqual({ steps, status: 200 });
    }
  });

  it('refuses the sixth wrong code on an account within 15 minutes with 429 and retry_after', async () => {
    const owner = await account('owner', newTotpSecret());
    const { challenge } = await passwordStep(owner);
    for (let i = 0; i < 5; i += 1) {
      const res = await callFrom(t, freshIp(), 'admin_login_second_step', { challenge, code: `00000${i}` });
      expect(res.body.err_code).toBe('TWO_FACTOR_CODE_INVALID');
    }
    const sixth = await callFrom(t, freshIp(), 'admin_login_second_step', {
      challenge,
      code: await totpCode(owner.secret),
    });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toMatchObject({ err_code: 'RATE_LIMITED', retry_after: expect.any(Number) });
  });

  it('refuses a forged, tampered or wrong-kind challenge', async () => {
    const owner = await account('owner', newTotpSecret());
    const code = await totpCode(owner.secret);
    const staffToken = await signInThroughSecondStep(t, STAFF);
    for (const challenge of ['not-a-token', staffToken, `${(await passwordStep(owner)).challenge}x`]) {
      const res = await callFrom(t, freshIp(), 'admin_login_second_step', { challenge, code });
      expect(res.statusCode).toBe(401);
      expect(res.body.err_code).toBe('SIGN_IN_STEP_EXPIRED');
    }
  });

  it('writes a wrong password on a known account to the audit log', async () => {
    const owner = await account('owner', newTotpSecret());
    await callFrom(t, freshIp(), 'admin_login', { ...owner, password: 'Wrong-Pass1' });
    expect(await signInRows(owner.id)).toEqual([
      { action: 'sign_in_failed', after: expect.objectContaining({ step: 'password' }) },
    ]);
  });
});

/** Owner enrolment through the sign-in: the challenge, the QR card, a confirming code. */
async function enrolThroughSignIn(owner: { email: string; password: string }) {
  const first = await passwordStep(owner);
  expect(first.next).toBe('enrol');
  const card = await callFrom(t, freshIp(), 'admin_two_factor_setup', { challenge: first.challenge });
  expect(card.statusCode).toBe(200);
  return { challenge: first.challenge, card: card.body };
}

describe('setting up two-step sign-in', () => {
  it('makes an owner without it set it up before the console opens, shows recovery codes once', async () => {
    const owner = await account('owner');
    const { challenge, card } = await enrolThroughSignIn(owner);
    expect(card).toMatchObject({
      secret: expect.stringMatching(/^[A-Z2-7]{16,}$/),
      otpauth_uri: expect.stringMatching(/^otpauth:\/\/totp\/.*secret=/),
      qr_image: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
    });
    const wrong = await callFrom(t, freshIp(), 'admin_two_factor_confirm', { challenge, code: '000000' });
    expect(wrong.body.err_code).toBe('TWO_FACTOR_CODE_INVALID');

    const done = await callFrom(t, freshIp(), 'admin_two_factor_confirm', {
      challenge,
      code: await totpCode(card.secret),
    });
    expect(done.statusCode).toBe(200);
    expect(done.body.recovery_codes).toHaveLength(10);
    expect(new Set(done.body.recovery_codes).size).toBe(10);
    const me = await t.call('admin_me', {}, bearer(done.body.session.token));
    expect(me.body.staff).toMatchObject({ email: owner.email, two_factor: true });

    // Stored only as hashes: no code appears in the database.
    const stored = JSON.stringify(await t.db.execute('SELECT code_hash FROM staff_recovery_codes'));
    for (const code of done.body.recovery_codes) expect(stored).not.toContain(code.replace('-', ''));

    expect((await passwordStep(owner)).next).toBe('totp');
    const actions = (await auditOf(t, 'staff_account', owner.id)).map((r) => r.action);
    expect(actions).toEqual(['sign_in_failed', 'two_factor.enable', 'sign_in']);
  });

  it('lets each recovery code sign in once', async () => {
    const owner = await account('owner');
    const { challenge, card } = await enrolThroughSignIn(owner);
    const done = await callFrom(t, freshIp(), 'admin_two_factor_confirm', {
      challenge,
      code: await totpCode(card.secret),
    });
    const [code] = done.body.recovery_codes as string[];
    const first = await secondStep(owner, code!.toUpperCase());
    expect(first.statusCode).toBe(200);
    const again = await secondStep(owner, code!);
    expect(again.body.err_code).toBe('TWO_FACTOR_CODE_INVALID');
    const rows = await auditOf(t, 'staff_account', owner.id);
    expect(rows.find((r) => r.action === 'recovery_code.use')?.after).toEqual({ recovery_codes_left: 9 });
  });

  it('is offered to staff from the console, and asked for at their next sign-in', async () => {
    const hire = await account('staff');
    expect((await passwordStep(hire)).next).toBe('signed_in');
    const auth = await staffAuth(t, hire);
    const card = await t.call('admin_two_factor_setup', {}, auth);
    const done = await t.call('admin_two_factor_confirm', { code: await totpCode(card.body.secret) }, auth);
    expect(done.body).toMatchObject({ status: 1, session: null });
    expect(done.body.recovery_codes).toHaveLength(10);
    expect((await passwordStep(hire)).next).toBe('totp');
    expect((await t.call('admin_two_factor_setup', {}, {})).body.err_code).toBe('STAFF_ONLY');
  });
});

describe('console sessions', () => {
  it('lists your own sessions, and ends another one of yours on every server', async () => {
    const hire = await account('staff');
    const kept = bearer(await signInThroughSecondStep(t, hire));
    const other = bearer(await signInThroughSecondStep(t, hire));
    const list = await t.call('admin_session_get', {}, kept);
    expect(list.body.sessions).toHaveLength(2);
    expect(list.body.sessions.map((s: { current: boolean }) => s.current).sort()).toEqual([false, true]);
    const target = list.body.sessions.find((s: { current: boolean }) => !s.current);

    const ended = await t.call('admin_session_end', { session_id: target.session_id }, kept);
    expect(ended.body).toMatchObject({ status: 1, message_zh: expect.any(String) });
    expect((await t.call('admin_me', {}, other)).body.err_code).toBe('STAFF_ONLY');
    expect((await t.call('admin_me', {}, kept)).statusCode).toBe(200);
    const audit = await auditOf(t, 'staff_session', target.session_id);
    expect(audit.map((r) => r.action)).toEqual(['session.end']);
  });

  it("shows an owner everyone's sessions; staff cannot end another account's", async () => {
    const owner = await staffAuth(t, OWNER);
    const hire = await account('staff');
    const hireAuth = bearer(await signInThroughSecondStep(t, hire));
    const all = (await t.call('admin_session_get', {}, owner)).body.sessions as {
      staff_id: number;
      session_id: string;
      staff_name: string;
    }[];
    const ownerSession = all.find((s) => s.staff_name === 'Demo Owner')!;
    expect(all.some((s) => s.staff_id === hire.id)).toBe(true);
    const refused = await t.call('admin_session_end', { session_id: ownerSession.session_id }, hireAuth);
    expect(refused.statusCode).toBe(404);
    expect(refused.body.err_code).toBe('STAFF_SESSION_NOT_FOUND');
    expect((await t.call('admin_me', {}, owner)).statusCode).toBe(200);
    const own = (await t.call('admin_session_get', {}, hireAuth)).body.sessions as { staff_id: number }[];
    expect(own.every((s) => s.staff_id === hire.id)).toBe(true);
  });

  it("refuses an owner's session opened before two-step sign-in was on", async () => {
    const owner = await account('owner', newTotpSecret());
    const token = await signInThroughSecondStep(t, owner, owner.secret);
    await t.db.update(staffAccounts).set({ totpSecret: null }).where(eq(staffAccounts.id, owner.id));
    expect((await t.call('admin_me', {}, bearer(token))).body.err_code).toBe('STAFF_ONLY');
  });
});
