import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import {
  callAs,
  callFrom,
  freshIp,
  latestCode,
  linkTokenFor,
  outboxFor,
  registerBody,
  registeredMember,
  skipResendWait,
  uniquePhone,
} from './auth.test-kit.ts';

/*
 * Account pre-hijacking: an attacker registers first with someone else's email or phone, hoping to
 * share the account once its real owner starts using it. Whoever proves the address owns it; the
 * account that only listed it loses it and every session.
 */

const VICTIM_PASSWORD = 'Victim-Owns-1t';

const t = appPerFile({ PUBLIC_URL: 'https://shop.example' });

async function signInByCode(phone: string) {
  await skipResendWait(t, `+852${phone}`);
  await callFrom(t, freshIp(), 'otp_get', { phone, area_code: '852' });
  const otp = await latestCode(t, `+852${phone}`);
  return callFrom(t, freshIp(), 'otp_submit', { phone, area_code: '852', otp });
}

/** The attacker signs up with the victim's email and their own phone, and proves nothing. */
const attackerWithVictimsEmail = () => registeredMember(t);

describe('pre-hijack by email', () => {
  it('the owner claims the email through "forgot password": the attacker keeps no way in', async () => {
    const attacker = await attackerWithVictimsEmail();
    const victimEmail = attacker.body.email;

    await callFrom(t, freshIp(), 'forgot_password', { email: victimEmail });
    const [mail] = await outboxFor(t, victimEmail);
    expect(mail?.subject).toMatch(/listed your email/);
    const claim = await linkTokenFor(t, victimEmail, 'reset-password');
    const reset = await callFrom(t, freshIp(), 'reset_password', { token: claim, password: VICTIM_PASSWORD });
    expect(reset.statusCode).toBe(200);

    // The victim signs in to an account of their own, with nothing of the attacker's in it.
    const victim = await callFrom(t, freshIp(), 'login', { email: victimEmail, password: VICTIM_PASSWORD });
    expect(victim.statusCode).toBe(200);
    expect(victim.body.user.id).not.toBe(attacker.id);
    const profile = (await callAs(t, victim.body.token, 'profile_get')).body.profile;
    expect(profile).toMatchObject({ email: victimEmail, email_verified: true, phone: null });

    // The attacker: session ended, password sign-in gone, and the phone they listed reaches a new,
    // empty account (it was never proven on the old one).
    expect((await callAs(t, attacker.token, 'profile_get')).statusCode).toBe(401);
    const oldPassword = { email: victimEmail, password: attacker.body.password };
    expect((await callFrom(t, freshIp(), 'login', oldPassword)).statusCode).toBe(401);
    const byCode = await signInByCode(attacker.body.phone_number);
    expect(byCode.body).toMatchObject({ status: 1, new_user: 1 });
    expect([attacker.id, victim.body.user.id]).not.toContain(byCode.body.user.id);
    expect((await callAs(t, byCode.body.token, 'profile_get')).body.profile.email).toBeNull();
  });

  it('a phone the attacker proved still reaches only their own account, which no longer has the email', async () => {
    const attacker = await attackerWithVictimsEmail();
    const phone = { phone: attacker.body.phone_number, area_code: '852' };
    await callAs(t, attacker.token, 'phone_verify_send', phone);
    const otp = await latestCode(t, `+852${phone.phone}`);
    expect((await callAs(t, attacker.token, 'phone_verify', { ...phone, otp })).statusCode).toBe(200);

    await callFrom(t, freshIp(), 'forgot_password', { email: attacker.body.email });
    const claim = await linkTokenFor(t, attacker.body.email, 'reset-password');
    await callFrom(t, freshIp(), 'reset_password', { token: claim, password: VICTIM_PASSWORD });

    const byCode = await signInByCode(phone.phone);
    expect(byCode.body).toMatchObject({ status: 1, new_user: 0, user: { id: attacker.id, email: null } });
    const victim = await callFrom(t, freshIp(), 'login', {
      email: attacker.body.email,
      password: VICTIM_PASSWORD,
    });
    expect(victim.body.user.id).not.toBe(attacker.id);
  });

  it("the proof link in the victim's inbox cannot prove the email for the attacker's account", async () => {
    const attacker = await attackerWithVictimsEmail();
    const link = await linkTokenFor(t, attacker.body.email, 'verify-email');
    // Opened by the victim: not signed in, or signed in to their own account.
    expect((await callFrom(t, freshIp(), 'email_verify', { token: link })).statusCode).toBe(401);
    const own = await callFrom(t, freshIp(), 'register', registerBody());
    const refused = await callAs(t, own.body.token, 'email_verify', { token: link });
    expect(refused.body).toMatchObject({ status: 0, err_code: 'EMAIL_LINK_INVALID' });
    expect(refused.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    expect((await callAs(t, attacker.token, 'profile_get')).body.profile.email_verified).toBe(false);
  });
});

describe('pre-hijack by phone', () => {
  it('the owner signing in by code lands in their own new account, and the attacker loses the phone', async () => {
    const victimPhone = uniquePhone();
    const attacker = await callFrom(t, freshIp(), 'register', registerBody({ phone_number: victimPhone }));
    expect(attacker.statusCode).toBe(200);

    const victim = await signInByCode(victimPhone);
    expect(victim.body).toMatchObject({ status: 1, new_user: 1 });
    expect(victim.body.user.id).not.toBe(attacker.body.user.id);
    const profile = (await callAs(t, victim.body.token, 'profile_get')).body.profile;
    expect(profile).toMatchObject({ phone: victimPhone, phone_verified: true, email: null });

    expect((await callAs(t, attacker.body.token, 'profile_get')).statusCode).toBe(401);
    const again = await callFrom(t, freshIp(), 'login', {
      email: attacker.body.user.email,
      password: 'Roast3d-Beans',
    });
    expect((await callAs(t, again.body.token, 'profile_get')).body.profile.phone).toBeNull();
    // The next code sign-in reaches the victim's account again.
    expect((await signInByCode(victimPhone)).body).toMatchObject({
      new_user: 0,
      user: { id: victim.body.user.id },
    });
  });

  it('a phone proven on an account signs in to that account', async () => {
    const body = registerBody();
    const member = await callFrom(t, freshIp(), 'register', body);
    const phone = { phone: body.phone_number, area_code: '852' };
    const sent = await callAs(t, member.body.token, 'phone_verify_send', phone);
    expect(sent.statusCode).toBe(200);
    const [sms] = await outboxFor(t, `+852${phone.phone}`);
    expect(sms?.body).toMatch(/add this phone to your account/);
    const otp = await latestCode(t, `+852${phone.phone}`);
    const proven = await callAs(t, member.body.token, 'phone_verify', { ...phone, otp });
    expect(proven.body).toMatchObject({ status: 1, phone: phone.phone, area_code: '852' });

    const byCode = await signInByCode(phone.phone);
    expect(byCode.body).toMatchObject({ status: 1, new_user: 0, user: { id: member.body.user.id } });
  });
});
