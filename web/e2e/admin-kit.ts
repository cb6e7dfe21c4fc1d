import { existsSync, mkdirSync, openSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { generate } from 'otplib';
import { expect, untilInteractive } from './fixtures';

/** What the console journeys share: the demo accounts, a day to book, an order placed through the API. */
export const OWNER = { email: 'owner@example.com', password: 'Roastery2024!' };
/** The demo owner's authenticator secret, as the seed gives it (README.md's demo logins). */
export const OWNER_TOTP_SECRET = 'ROASTERYDEMOOWNERTOTPSECRET23456';
export const STAFF = { email: 'staff@example.com', password: 'Roastery2024!' };
export const DEMO = { email: 'demo@example.com', password: 'Coffee2024!' };

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
}

/** The Hong Kong day `offsetDays` from today (the shop's days, whatever the test machine's zone). */
export const hongKongDay = (offsetDays: number) => addDays(hongKongNow(new Date()).day, offsetDays);

/** One API call as the storefront sends it; fails the test unless the answer is a success. */
export async function call(request: APIRequestContext, name: string, body: object, token?: string) {
  const answer = await request.post(`/api/${name}.php`, {
    data: { client_id: 47, ...body },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const data = await answer.json();
  expect(data.status, `${name}: ${data.err_message ?? ''}`).toBe(1);
  return data;
}

/** A variant as admin_product_save takes it: one price, no discount and no options unless `extra` gives them. */
export const journeyVariant = (sku: string, price: number, stock: number, extra: object = {}) => ({
  sku,
  retail_price: price,
  sale_price: price,
  discount: 0,
  new: false,
  stock,
  images: [],
  options: [],
  ...extra,
});

/**
 * A product of a journey's own, on sale and in no category, made through the console's API: no other
 * journey counts its stock or its reviews. Answers the saved product (ids of it and its variants).
 */
export async function journeyProduct(
  request: APIRequestContext,
  owner: string,
  name: { en: string; zh: string },
  variants: object[],
) {
  const { product } = await call(
    request,
    'admin_product_save',
    {
      product_name_en: name.en,
      product_name_zh: name.zh,
      product_description_en: '',
      product_description_zh: '',
      category_ids: [],
      tags: [],
      is_suggested: false,
      active: true,
      coffee: null,
      variants,
    },
    owner,
  );
  return product;
}

/** Tomorrow, or the first day after it that the shop takes pickups (the pick list's default day). */
export async function firstPickupDay(request: APIRequestContext): Promise<string> {
  const closed = await call(request, 'client_blackout_date_get', {});
  let offset = 1;
  while (closed.pickup_blackout_dates.includes(hongKongDay(offset))) offset++;
  return hongKongDay(offset);
}

/** Cart calls name a variant: the one variant of each of these products. */
async function onlyVariants(request: APIRequestContext, productIds: number[]): Promise<number[]> {
  const { products } = await call(request, 'product_get', {
    category_id: '',
    keyword: '',
    sort_by: 'default',
    limit: 999,
    offset: 0,
  });
  return productIds.map((id) => products.find((p: { id: number }) => p.id === id).variants[0].id);
}

/**
 * A member of their own for each journey: the demo member's cart follows them across devices, so
 * buying through it here could empty the cart another journey is filling at the same moment.
 */
export async function newMember(request: APIRequestContext): Promise<Shopper & { token: string }> {
  const id = crypto.randomUUID().slice(0, 8);
  const member = { email: `console.${id}@example.com`, password: 'Roastery2024!', firstName: `Ka Yan ${id}` };
  const { token } = await call(request, 'register', {
    first_name: member.firstName,
    last_name: 'Ho',
    email: member.email,
    password: member.password,
    confirm_password: member.password,
    phone_number: `9${String(Date.now()).slice(-6)}${Math.floor(Math.random() * 10)}`,
    country_id: 1,
    gender: 'rather_not_say',
    accept_terms: true,
  });
  return { ...member, token };
}

/**
 * Buys one of each product for pickup on `day`, paying by bank transfer (or FPS), as the storefront's checkout
 * would: as the given member, or as a guest without one. The products are ones no other journey
 * counts the stock of.
 */
export async function placeBankTransferOrder(
  request: APIRequestContext,
  productIds: number[],
  day: string,
  member?: Shopper & { token: string },
  paymentMethod: 'bank_transfer' | 'fps' = 'bank_transfer',
) {
  const { access_token } = await call(request, 'access_token_get', { access_token: '' });
  const cart = { access_token, delivery_country_id: '' };
  for (const product_id of await onlyVariants(request, productIds))
    await call(request, 'cart_add_product', { ...cart, product_id, quantity: 1 }, member?.token);
  const { stores } = await call(request, 'pickup_store_get', { limit: 999, offset: 0 });
  const { pickup_timeslots } = await call(request, 'timeslot_get', { limit: 999, offset: 0 });
  const email = member?.email ?? `siuming.console.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const placed = await call(
    request,
    'order_create',
    {
      ...cart,
      delivery_method: 'pickup',
      pickup_store_id: stores[0].id,
      date: day,
      timeslot_id: pickup_timeslots[0].id,
      payment_method: paymentMethod,
      idempotency_key: `admin-e2e-${crypto.randomUUID()}`,
      billing: {
        first_name: member?.firstName ?? 'Siu Ming',
        last_name: member ? 'Ho' : 'Wong',
        // A guest's own email: the shop limits the unpaid orders one email may hold, and journeys run side by side.
        email,
        phone: '61234567',
      },
    },
    member?.token,
  );
  return { orderNumber: placed.order_number as string, orderToken: placed.order_token as string, email };
}

const TOTP_PERIOD = 30;
/** The server's data directory (playwright.config.ts), laid anew for each run: claims live as long as the shop. */
const claims = join(`.data-e2e-${process.env.E2E_PORT ?? 8181}`, 'e2e-totp-steps');

/**
 * A code for the demo owner that no other journey has used. Each time step's code works once per
 * account, and journeys sign the owner in side by side: each claims a step by creating its file
 * (exclusive create, atomic across the workers), the current step or the next (the server takes one
 * step of skew), and waits for a new step when both are taken.
 */
export async function ownerCode(secret = OWNER_TOTP_SECRET): Promise<string> {
  mkdirSync(claims, { recursive: true });
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / TOTP_PERIOD);
    for (const claim of [step, step + 1]) {
      try {
        openSync(join(claims, String(claim)), 'wx');
        return generate({ secret, epoch: claim * TOTP_PERIOD });
      } catch {
        // Taken by another journey: try the next one.
      }
    }
    await new Promise((r) => setTimeout(r, ((step + 1) * TOTP_PERIOD - now) * 1000 + 200));
  }
}

/** The demo owner's console token through both steps of the sign-in, as the console's own screens get one. */
async function signOwnerIn(request: APIRequestContext): Promise<string> {
  const { challenge } = await call(request, 'admin_login', OWNER);
  const { token } = await call(request, 'admin_login_second_step', { challenge, code: await ownerCode() });
  return token;
}

const sharedOwnerToken = join(claims, 'owner-token');

/**
 * The demo owner's console token for the whole run. Each sign-in spends a 30-second time step, so
 * journeys that are not about signing in share one session: the first to ask signs in and leaves the
 * token in the run's data directory, the others wait for it. No journey may end this session.
 */
export async function ownerToken(request: APIRequestContext): Promise<string> {
  mkdirSync(claims, { recursive: true });
  try {
    openSync(`${sharedOwnerToken}.claim`, 'wx');
  } catch {
    for (;;) {
      const token = existsSync(sharedOwnerToken) ? readFileSync(sharedOwnerToken, 'utf8') : '';
      if (token) return token;
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  const token = await signOwnerIn(request);
  writeFileSync(`${sharedOwnerToken}.part`, token);
  renameSync(`${sharedOwnerToken}.part`, sharedOwnerToken);
  return token;
}

/** Opens the console as the demo owner on the run's shared session (see ownerToken). */
export async function openConsoleAsOwner(page: Page, lng = 'en') {
  const token = await ownerToken(page.request);
  await page.goto(`/admin?lng=${lng}`);
  await page.evaluate((value) => localStorage.setItem('sampan-staff-token', value), token);
  await page.reload();
  await expect(page.locator('#console-main')).toBeVisible();
}

/** Signs in to the console through its own screens: password, then for the owner the app's code. */
export async function consoleSignIn(page: Page, who: { email: string; password: string }, lng = 'en') {
  await page.goto(`/admin?lng=${lng}`);
  await page.getByLabel(lng === 'en' ? 'Email' : '電郵').fill(who.email);
  await page.getByLabel(lng === 'en' ? 'Password' : '密碼').fill(who.password);
  await page.getByRole('button', { name: lng === 'en' ? 'Sign in' : '登入' }).click();
  if (who.email === OWNER.email) {
    await page.getByLabel(lng === 'en' ? 'Code' : '驗證碼').fill(await ownerCode());
    await page.getByRole('button', { name: lng === 'en' ? 'Verify and sign in' : '驗證並登入' }).click();
  }
  // The navigation is folded away on a phone; the signed-in frame's main area is there either way.
  await expect(page.locator('#console-main')).toBeVisible();
}

/** A member signs in on the storefront's own page (the demo member unless another is given). */
export async function memberSignIn(page: Page, member: { email: string; password: string } = DEMO) {
  await page.goto('/login-register?lng=en');
  // The page may be a second tab opened outside the fixture, which does not wait for it.
  await untilInteractive(page);
  const login = page.getByRole('tabpanel', { name: 'Log in' });
  await login.getByRole('radio', { name: 'Email' }).check();
  await login.getByRole('textbox', { name: 'Email address' }).fill(member.email);
  await login.getByLabel('Password', { exact: true }).fill(member.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/my-account/);
}
