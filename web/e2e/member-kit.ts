import type { APIRequestContext, Page } from '@playwright/test';
import { expect, untilInteractive } from './fixtures';

/** Members made through the API and signed in through the page; codes and links from the dev outbox. */

export const PASSWORD = 'Pour-Over-2026';

const serial = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
export const newEmail = () => `e2e.${serial()}@example.com`;
/** An 8-digit Hong Kong mobile number starting with 5, which the seed never uses. */
export const newPhone = () => `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

interface OutboxMessage {
  body: string;
}

export async function outbox(request: APIRequestContext, to: string): Promise<OutboxMessage[]> {
  const answer = await request.get(`/dev/outbox?to=${encodeURIComponent(to)}`);
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}

/** The path and query of the newest link to `/{kind}?token=` emailed to `to`. */
export async function emailedLink(request: APIRequestContext, to: string, kind: string): Promise<string> {
  const link = (await outbox(request, to))
    .map((mail) => mail.body.match(new RegExp(`https?://[^\\s]+/${kind}\\?token=[\\w-]+`))?.[0])
    .find(Boolean);
  expect(link, `an email to ${to} carries a ${kind} link`).toBeDefined();
  const url = new URL(link!);
  return url.pathname + url.search;
}

/** The code of the newest SMS to +{area code}{phone}. */
export async function textedCode(request: APIRequestContext, address: string): Promise<string> {
  // The code is texted while the page's request is still on its way: wait for it to arrive.
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const [sms] = await outbox(request, address);
        code = sms?.body.match(/\b\d{6}\b/)?.[0];
        return code;
      },
      { message: 'the SMS carries a 6-digit code' },
    )
    .toBeDefined();
  return code!;
}

/** A member made through the API, for journeys that are not about registering. */
export async function registeredMember(request: APIRequestContext) {
  const email = newEmail();
  const phone = newPhone();
  const answer = await request.post('/api/register.php', {
    data: {
      client_id: 47,
      first_name: 'Wing',
      last_name: 'Lee',
      email,
      password: PASSWORD,
      confirm_password: PASSWORD,
      phone_number: phone,
      country_id: 1,
      gender: 'rather_not_say',
      accept_terms: true,
    },
  });
  expect(answer.ok()).toBe(true);
  const { token } = (await answer.json()) as { token: string };
  return { email, phone, password: PASSWORD, token };
}

export async function signInByEmail(page: Page, email: string, password: string) {
  // The page may be a second tab opened outside the fixture, which does not wait for it.
  await untilInteractive(page);
  const form = page.getByRole('tabpanel', { name: 'Log in' });
  await form.getByRole('radio', { name: 'Email' }).check();
  await form.getByRole('textbox', { name: 'Email address' }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}
