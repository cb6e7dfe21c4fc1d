import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { orderConsolePerFile } from '../admin/testing.ts';
import { bearer, provenMember } from '../members/testing.ts';
import { outbox } from '../messages/testing.ts';
import { pickupOrder } from '../orders/testing.ts';
import { makeProduct, newAccessToken, newMember, shopper } from './cart.test-kit.ts';
import { forgottenCartJob } from './forgotten-cart.job.ts';

/** The forgotten-cart reminder: one email per version of a consenting member's cart, never otherwise. */
const opened = orderConsolePerFile();

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
/** The job alone, without the runner's slot claim: its own guard must hold. */
const job = forgottenCartJob(loadConfig({ NODE_ENV: 'test' }));
const remindersTo = (email: string) =>
  opened.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.recipient, email), like(outbox.subject, '%your cart is waiting%')));

/** A member with a cart holding two units of a fresh product; consenting to marketing unless told. */
async function memberWithCart(consents = true) {
  const member = consents
    ? await provenMember(opened.t, { receive_marketing: true })
    : await provenMember(opened.t);
  const cart = shopper(opened.t, await newAccessToken(opened.t), member.token);
  const product = await makeProduct(opened.t);
  expect((await cart('cart_add_product', { product_id: product.variantId, quantity: 2 })).statusCode).toBe(
    200,
  );
  return { ...member, cart };
}

describe('the forgotten-cart reminder', () => {
  it('comes once, after the cart has stood a day, with its contents, the way back and unsubscribe links', async () => {
    const member = await memberWithCart();
    await job.run(opened.t.db, later(23));
    expect(await remindersTo(member.email)).toEqual([]);
    await job.run(opened.t.db, later(25));
    const [reminder, ...more] = await remindersTo(member.email);
    expect(more).toEqual([]);
    expect(reminder!.subject).toMatch(/your cart is waiting/);
    expect(reminder!.body).toMatch(/Test Beans \S+ × 2/);
    expect(reminder!.body).toMatch(/測試咖啡豆\S+ × 2/);
    expect(reminder!.body).toContain('/cart');
    expect(reminder!.body).toContain('/unsubscribe?token=');
    expect(reminder!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    await job.run(opened.t.db, later(72));
    expect(await remindersTo(member.email)).toHaveLength(1);
  });

  it('comes again only for a cart changed since, once that change has stood as long', async () => {
    const member = await memberWithCart();
    await job.run(opened.t.db, later(25));
    const another = await makeProduct(opened.t);
    await member.cart('cart_add_product', { product_id: another.variantId, quantity: 1 });
    // The change is now: the cart has stood less than a day since it, though a day after the reminder.
    await job.run(opened.t.db, later(23));
    expect(await remindersTo(member.email)).toHaveLength(1);
    await job.run(opened.t.db, later(25));
    expect(await remindersTo(member.email)).toHaveLength(2);
  });

  it('waits as many hours as the opened.owner sets', async () => {
    const save = (hours: number) =>
      opened.t.call('admin_cart_reminder_rules_save', { abandoned_cart_hours: hours }, opened.owner);
    expect((await save(0)).statusCode).toBe(400);
    expect((await save(48)).statusCode).toBe(200);
    const settings = await opened.t.call('admin_settings_get', {}, opened.owner);
    expect(settings.body.cart_reminder).toEqual({ abandoned_cart_hours: 48 });
    const member = await memberWithCart();
    await job.run(opened.t.db, later(25));
    expect(await remindersTo(member.email)).toEqual([]);
    await job.run(opened.t.db, later(49));
    expect(await remindersTo(member.email)).toHaveLength(1);
    await save(24);
  });

  it('never comes to a member who did not consent, unsubscribed, or has no proven email', async () => {
    const silent = await memberWithCart(false);
    const leaving = await memberWithCart();
    const unsubscribed = await opened.t.call(
      'marketing_consent_set',
      { receive_marketing: false, language: 'en' },
      bearer(leaving.token),
    );
    expect(unsubscribed.statusCode).toBe(200);
    const unproven = await newMember(opened.t);
    await opened.t.call('marketing_consent_set', { receive_marketing: true }, bearer(unproven.token));
    const cart = shopper(opened.t, await newAccessToken(opened.t), unproven.token);
    await cart('cart_add_product', { product_id: (await makeProduct(opened.t)).variantId, quantity: 1 });
    await job.run(opened.t.db, later(30));
    for (const who of [silent, leaving, unproven]) expect(await remindersTo(who.email)).toEqual([]);
  });

  it('never comes after the member ordered what was in the cart', async () => {
    const member = await memberWithCart();
    const ordered = await member.cart('order_create', pickupOrder(opened.shop));
    expect(ordered.statusCode).toBe(200);
    await job.run(opened.t.db, later(30));
    expect(await remindersTo(member.email)).toEqual([]);
  });

  it('two runs at once remind each cart once', async () => {
    const members = [await memberWithCart(), await memberWithCart(), await memberWithCart()];
    await Promise.all([job.run(opened.t.db, later(30)), job.run(opened.t.db, later(31))]);
    for (const member of members) expect(await remindersTo(member.email)).toHaveLength(1);
  });
});
