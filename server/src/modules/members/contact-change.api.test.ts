import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import {
  callAs,
  callFrom,
  freshIp,
  latestCode,
  linkTokenFor,
  outboxFor,
  provenMember,
  registerBody,
  STRONG_PASSWORD,
  skipResendWait,
  unique,
  uniquePhone,
} from './auth.test-kit.ts';

const t = appPerFile({ PUBLIC_URL: 'https://shop.example' });

const profileOf = async (token: string) => (await callAs(t, token, 'profile_get')).body.profile;
const signIn = async (email: string) =>
  (await callFrom(t, freshIp(), 'login', { email, password: STRONG_PASSWORD })).body.token as string;
const newEmail = () => `moved.${unique()}@example.com`;

async function codeTo(token: string, phone: string) {
  await skipResendWait(t, `+852${phone}`);
  const sent = await callAs(t, token, 'phone_verify_send', { phone, area_code: '852' });
  expect(sent.statusCode).toBe(200);
  return latestCode(t, `+852${phone}`);
}

describe('proving the email of a new account', () => {
  it('registering emails a link; using it while signed in proves the email, once', async () => {
    const body = registerBody();
    const member = await callFrom(t, freshIp(), 'register', body);
    expect(await profileOf(member.body.token)).toMatchObject({
      email_verified: false,
      phone_verified: false,
    });
    const [mail] = await outboxFor(t, body.email);
    expect(mail?.subject).toMatch(/confirm your email/);
    expect(mail?.body).toMatch(/https:\/\/shop\.example\/verify-email\?token=/);
    expect(mail?.body).toMatch(/[\u4e00-\u9fff]/);

    const token = await linkTokenFor(t, body.email, 'verify-email');
    const proven = await callAs(t, member.body.token, 'email_verify', { token });
    expect(proven.body).toMatchObject({ status: 1, email: body.email });
    expect(await profileOf(member.body.token)).toMatchObject({ email_verified: true });
    expect((await callAs(t, member.body.token, 'email_verify', { token })).body.err_code).toBe(
      'EMAIL_LINK_INVALID',
    );
  });
});

describe('changing the email', () => {
  it('sends a link to the new address and a notice to the old; the link moves it and ends other sessions', async () => {
    const member = await provenMember(t);
    const elsewhere = await signIn(member.email);
    const target = newEmail();
    const asked = await callAs(t, member.token, 'email_change', { email: target });
    expect(asked.body).toMatchObject({ status: 1, message_zh: expect.stringMatching(/[\u4e00-\u9fff]/) });
    const [notice] = await outboxFor(t, member.email);
    expect(notice?.body).toContain(target);
    expect(notice?.body).not.toMatch(/verify-email/);
    expect((await profileOf(member.token)).email).toBe(member.email);

    const link = await linkTokenFor(t, target, 'verify-email');
    const moved = await callAs(t, member.token, 'email_verify', { token: link });
    expect(moved.body).toMatchObject({ status: 1, email: target });
    expect(await profileOf(member.token)).toMatchObject({ email: target, email_verified: true });
    expect((await callAs(t, elsewhere, 'profile_get')).statusCode).toBe(401);
    expect(
      (await callFrom(t, freshIp(), 'login', { email: target, password: STRONG_PASSWORD })).statusCode,
    ).toBe(200);
    const oldLogin = await callFrom(t, freshIp(), 'login', {
      email: member.email,
      password: STRONG_PASSWORD,
    });
    expect(oldLogin.statusCode).toBe(401);
  });

  it('refuses an email another account has proven, and takes one another account only listed', async () => {
    const member = await provenMember(t);
    const prover = await provenMember(t);
    const used = await callAs(t, member.token, 'email_change', { email: prover.email.toUpperCase() });
    expect(used.statusCode).toBe(409);
    expect(used.body.err_code).toBe('EMAIL_USED');

    const lister = registerBody();
    const listed = await callFrom(t, freshIp(), 'register', lister);
    await callAs(t, member.token, 'email_change', { email: lister.email });
    // The newest link to that inbox is the member's (registering sent the lister's first).
    const token = await linkTokenFor(t, lister.email, 'verify-email');
    expect((await callAs(t, member.token, 'email_verify', { token })).body.status).toBe(1);
    expect((await callAs(t, listed.body.token, 'profile_get')).statusCode).toBe(401);
    const lost = await callFrom(t, freshIp(), 'login', { email: lister.email, password: STRONG_PASSWORD });
    expect(lost.body.user.id).toBe(member.id);
  });
});

describe('proving and changing the phone', () => {
  it('proves the current phone with a code without ending other sessions; a wrong code changes nothing', async () => {
    const member = await provenMember(t);
    const elsewhere = await signIn(member.email);
    const code = await codeTo(member.token, member.phone);
    const phone = { phone: member.phone, area_code: '852' };
    const wrong = await callAs(t, member.token, 'phone_verify', {
      ...phone,
      otp: code === '000000' ? '000001' : '000000',
    });
    expect(wrong.body.err_code).toBe('OTP_INVALID');
    expect((await profileOf(member.token)).phone_verified).toBe(false);
    const proven = await callAs(t, member.token, 'phone_verify', { ...phone, otp: code });
    expect(proven.body).toMatchObject({ status: 1, phone: member.phone });
    expect((await profileOf(elsewhere)).phone_verified).toBe(true);
  });

  it('a new phone replaces the old one, which is told by SMS, and other sessions end', async () => {
    const member = await provenMember(t);
    const elsewhere = await signIn(member.email);
    const target = uniquePhone();
    const code = await codeTo(member.token, target);
    const changed = await callAs(t, member.token, 'phone_verify', {
      phone: target,
      area_code: '852',
      otp: code,
    });
    expect(changed.body).toMatchObject({ status: 1, phone: target, area_code: '852' });
    expect(await profileOf(member.token)).toMatchObject({ phone: target, phone_verified: true });
    const [notice] = await outboxFor(t, `+852${member.phone}`);
    expect(notice?.body).toMatch(/removed from your account/);
    expect((await callAs(t, elsewhere, 'profile_get')).statusCode).toBe(401);
  });

  it('refuses a phone another account has proven', async () => {
    const member = await provenMember(t);
    const prover = await provenMember(t);
    const code = await codeTo(prover.token, prover.phone);
    await callAs(t, prover.token, 'phone_verify', { phone: prover.phone, area_code: '852', otp: code });
    const refused = await callAs(t, member.token, 'phone_verify_send', {
      phone: prover.phone,
      area_code: '852',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.body.err_code).toBe('PHONE_USED');
  });
});
