import { MARKETING_CONSENT } from '@shop/contract/members/marketing-consent';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { OWNER, STAFF, staffAuth } from '../admin/testing.ts';
import { bearer, outboxFor, registeredMember } from './auth.test-kit.ts';
import { members } from './members.tables.ts';
import { marketingConsents } from './privacy.tables.ts';

const t = appPerFile({ PUBLIC_URL: 'https://shop.example' });

async function signUp(overrides: Record<string, unknown> = {}) {
  const member = await registeredMember(t, overrides);
  return { ...member, auth: bearer(member.token) };
}

const consentsOf = (memberId: number) =>
  t.db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.memberId, memberId))
    .orderBy(marketingConsents.id);

const receivesMarketing = async (auth: Record<string, string>) =>
  (await t.call('profile_get', {}, auth)).body.profile.receive_marketing;

describe('direct-marketing consent', () => {
  it('is off unless the box is ticked at sign-up, and nothing is recorded then', async () => {
    const member = await signUp();
    expect(await receivesMarketing(member.auth)).toBe(false);
    expect(await consentsOf(member.id)).toEqual([]);
  });

  it('ticked at sign-up, is recorded with the Chinese wording shown and the time', async () => {
    const before = Date.now();
    const member = await signUp({ receive_marketing: true, consent_language: 'zh-HK' });
    expect(await receivesMarketing(member.auth)).toBe(true);
    const [record] = await consentsOf(member.id);
    expect(record).toMatchObject({
      granted: true,
      source: 'sign_up',
      language: 'zh-HK',
      wording: MARKETING_CONSENT['zh-HK'],
      wordingVersion: MARKETING_CONSENT.version,
    });
    expect(record!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('is given and withdrawn in my account as easily, each choice on record', async () => {
    const member = await signUp();
    const given = await t.call(
      'marketing_consent_set',
      { receive_marketing: true, language: 'en' },
      member.auth,
    );
    expect(given.body).toMatchObject({ status: 1, receive_marketing: true });
    expect(given.body.message_zh).toMatch(/[\u4e00-\u9fff]/);
    const withdrawn = await t.call(
      'marketing_consent_set',
      { receive_marketing: false, language: 'en' },
      member.auth,
    );
    expect(withdrawn.body.receive_marketing).toBe(false);
    expect(await receivesMarketing(member.auth)).toBe(false);
    expect((await consentsOf(member.id)).map((c) => [c.granted, c.source, c.wording])).toEqual([
      [true, 'my_account', MARKETING_CONSENT.en],
      [false, 'my_account', MARKETING_CONSENT.en],
    ]);
  });

  it('cannot be set without signing in, nor in an unknown language', async () => {
    expect((await t.call('marketing_consent_set', { receive_marketing: true })).statusCode).toBe(401);
    const member = await signUp();
    const res = await t.call(
      'marketing_consent_set',
      { receive_marketing: true, language: 'fr' },
      member.auth,
    );
    expect(res.statusCode).toBe(400);
    expect(await receivesMarketing(member.auth)).toBe(false);
  });
});

describe('marketing email', () => {
  const campaign = { subject: 'New harvest', body_en: 'Fresh Geisha is in.', body_zh: '新一季瑰夏到貨。' };
  const marketingTo = async (email: string) =>
    (await outboxFor(t, email)).filter((m) => m.subject === campaign.subject);
  /** As after following the proof link in the sign-up email. */
  const proveEmail = (...ids: number[]) =>
    t.db.update(members).set({ emailVerifiedAt: new Date() }).where(inArray(members.id, ids));

  it('goes only to those who consent, with List-Unsubscribe headers and a link that works without signing in', async () => {
    const fan = await signUp({ receive_marketing: true });
    const quiet = await signUp();
    const unproven = await signUp({ receive_marketing: true });
    await proveEmail(fan.id, quiet.id);
    await t.call('newsletter_subscribe', { email: `footer.${fan.id}@example.com` });

    const sent = await t.call('admin_marketing_send', campaign, await staffAuth(t, OWNER));
    expect(sent.statusCode).toBe(200);
    expect(sent.body.queued).toBeGreaterThanOrEqual(2);
    expect(await marketingTo(quiet.email)).toEqual([]);
    expect(await marketingTo(unproven.email)).toEqual([]);
    expect(await marketingTo(`footer.${fan.id}@example.com`)).toHaveLength(1);

    const [mail] = await marketingTo(fan.email);
    expect(mail?.body).toContain('Fresh Geisha is in.');
    expect(mail?.body).toContain('新一季瑰夏到貨。');
    const headers = (mail as unknown as { headers: Record<string, string> }).headers;
    expect(headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const [url, mailto] = headers['List-Unsubscribe']!.split(', ');
    expect(url).toMatch(/^<https:\/\/shop\.example\/unsubscribe\/one-click\?token=[\w.%-]+>$/);
    expect(mailto).toMatch(/^<mailto:[^>]+@[^>]+\?subject=unsubscribe>$/);

    // RFC 8058: the mail client POSTs a form body to the URL, with no cookie and no sign-in.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: url!.slice('<https://shop.example'.length, -1),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(await receivesMarketing(fan.auth)).toBe(false);
    expect((await consentsOf(fan.id)).at(-1)).toMatchObject({ granted: false, source: 'unsubscribe_link' });
  });

  it('unsubscribes through the page link too, and refuses a forged token in both languages', async () => {
    const fan = await signUp({ receive_marketing: true });
    await proveEmail(fan.id);
    await t.call('admin_marketing_send', campaign, await staffAuth(t, OWNER));
    const [mail] = await marketingTo(fan.email);
    const token = decodeURIComponent(mail!.body.match(/\/unsubscribe\?token=([\w.%-]+)/)![1]!);

    const forged = await t.call('marketing_unsubscribe', { token: `${token.split('.')[0]}.AAAA` });
    expect(forged.statusCode).toBe(400);
    expect(forged.body.err_message_zh).toMatch(/取消訂閱/);
    expect(await receivesMarketing(fan.auth)).toBe(true);

    const res = await t.call('marketing_unsubscribe', { token });
    expect(res.body).toMatchObject({ status: 1 });
    expect(await receivesMarketing(fan.auth)).toBe(false);
    expect((await t.call('marketing_unsubscribe', { token })).body.status).toBe(1);
  });

  it('is the owner’s to send, not every staff member’s', async () => {
    const res = await t.call('admin_marketing_send', campaign, await staffAuth(t, STAFF));
    expect(res.statusCode).toBe(403);
  });
});

describe('data access and correction requests', () => {
  it('reach the staff queue with the 40-day due date and days left, and close once', async () => {
    const member = await signUp();
    const made = await t.call(
      'privacy_request_create',
      { kind: 'correction', details: 'My old address is still on an order.' },
      member.auth,
    );
    expect(made.statusCode).toBe(200);
    const created = new Date(made.body.request.created_at);
    const due = new Date(created.getTime() + 40 * 86_400_000).toLocaleDateString('en-CA', {
      timeZone: 'Asia/Hong_Kong',
    });
    expect(made.body.request).toMatchObject({ kind: 'correction', status: 'open', due_date: due });

    const staff = await staffAuth(t, STAFF);
    const queue = (await t.call('admin_privacy_request_list', {}, staff)).body.requests;
    const mine = queue.find((r: { id: number }) => r.id === made.body.request.id);
    expect(mine).toMatchObject({
      member_id: member.id,
      member_email: member.email,
      days_left: 40,
      due_date: due,
    });

    const closed = await t.call(
      'admin_privacy_request_close',
      { request_id: mine.id, note: 'Corrected the order.' },
      staff,
    );
    expect(closed.body.request).toMatchObject({ status: 'closed', closing_note: 'Corrected the order.' });
    const again = await t.call('admin_privacy_request_close', { request_id: mine.id, note: 'Again.' }, staff);
    expect(again.statusCode).toBe(409);
    const open = (await t.call('admin_privacy_request_list', {}, staff)).body.requests;
    expect(open.some((r: { id: number }) => r.id === mine.id)).toBe(false);
    expect((await t.call('privacy_request_get', {}, member.auth)).body.requests[0]).toMatchObject({
      status: 'closed',
    });
  });

  it('refuses an empty request and a member call from the console token', async () => {
    const member = await signUp();
    expect(
      (await t.call('privacy_request_create', { kind: 'access', details: '' }, member.auth)).statusCode,
    ).toBe(400);
    expect((await t.call('admin_privacy_request_list', {}, member.auth)).statusCode).toBe(401);
  });
});

describe('profile correction', () => {
  it('saves the member’s own name, gender and country, and refuses an unknown country', async () => {
    const member = await signUp();
    const res = await t.call(
      'profile_update',
      { first_name: 'Ka Yan', last_name: 'Chan', gender: 'female', country_id: 1 },
      member.auth,
    );
    expect(res.body.profile).toMatchObject({ first_name: 'Ka Yan', last_name: 'Chan', gender: 'female' });
    const bad = await t.call(
      'profile_update',
      { first_name: 'X', last_name: 'Y', gender: 'female', country_id: 999_999 },
      member.auth,
    );
    expect(bad.statusCode).toBe(400);
    expect((await t.call('profile_get', {}, member.auth)).body.profile.first_name).toBe('Ka Yan');
  });
});
