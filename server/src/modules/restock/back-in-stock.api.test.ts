import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.ts';
import { orderConsolePerFile, placeOrder } from '../admin/testing.ts';
import { inventoryOf, makeProduct, newMember } from '../cart/testing.ts';
import { bearer, callFrom, freshIp } from '../members/testing.ts';
import { outbox } from '../messages/testing.ts';
import { backInStockJob } from './back-in-stock.job.ts';
import { stockNotifyRequests } from './stock-notify.tables.ts';

/** Back-in-stock requests: asked once, answered once by the job whatever raised the stock. */
const opened = orderConsolePerFile();

const HOUR = 3_600_000;
const later = (hours: number) => new Date(Date.now() + hours * HOUR);
/** The job alone, without the runner's slot claim: its own guard must hold. */
const job = backInStockJob(loadConfig({ NODE_ENV: 'test' }));

const address = () => `waiting-${randomUUID()}@example.com`;
const ask = (variantId: number, email: string, extra: Record<string, unknown> = {}, headers = {}) =>
  callFrom(
    opened.t,
    freshIp(),
    'stock_notify_subscribe',
    { variant_id: variantId, email, ...extra },
    headers,
  );
const mailsTo = (email: string) =>
  opened.t.db.select().from(outbox).where(eq(outbox.recipient, email.toLowerCase()));
const requestsOf = (variantId: number) =>
  opened.t.db.select().from(stockNotifyRequests).where(eq(stockNotifyRequests.variantId, variantId));
const restock = (variantId: number, change: number) =>
  opened.t.call('admin_stock_adjust', { variant_id: variantId, change, reason: 'Restock' }, opened.owner);

const soldOut = () => makeProduct(opened.t, { inventory: 0 });

describe('asking to be told', () => {
  it('refuses a bad address or an unknown or hidden variant in both languages, writing nothing', async () => {
    const { variantId } = await soldOut();
    const bad = await ask(variantId, 'not-an-email');
    expect(bad.statusCode).toBe(400);
    expect(bad.body.err_code).toBe('VALIDATION_FAILED');
    const unknown = await ask(2_000_000_000, address());
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body.err_message_zh).toBe('找不到這件產品。');
    const hidden = await makeProduct(opened.t, { inventory: 0, active: false });
    expect((await ask(hidden.variantId, address())).statusCode).toBe(404);
    expect(await requestsOf(variantId)).toEqual([]);
    expect(await requestsOf(hidden.variantId)).toEqual([]);
  });

  it('is one request per variant and address, however often and in whatever capitals it is asked', async () => {
    const { variantId } = await soldOut();
    const email = address();
    const first = await ask(variantId, email);
    expect(first.statusCode).toBe(200);
    expect(first.body.status).toBe(1);
    expect((await ask(variantId, email.toUpperCase())).body.status).toBe(1);
    const rows = await requestsOf(variantId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: email.toLowerCase(), language: 'en', memberId: null });
  });

  it('shows the console how many wait for each sold-out variant', async () => {
    const { variantId } = await soldOut();
    for (const email of [address(), address()]) await ask(variantId, email);
    const dashboard = await opened.t.call('admin_dashboard_get', {}, opened.owner);
    expect(dashboard.body.restock_waiting).toContainEqual(
      expect.objectContaining({ variant_id: variantId, stock: 0, waiting: 2 }),
    );
  });

  it("records a signed-in member's request as theirs", async () => {
    const { variantId } = await soldOut();
    const member = await newMember(opened.t);
    await ask(variantId, member.email, { language: 'zh-HK' }, bearer(member.token));
    expect((await requestsOf(variantId))[0]).toMatchObject({ memberId: member.id, language: 'zh-HK' });
    const download = await opened.t.call('personal_data_get', {}, bearer(member.token));
    expect(download.body.back_in_stock_requests).toEqual([
      expect.objectContaining({
        variant_id: variantId,
        email: member.email,
        language: 'zh-HK',
        notified_at: null,
      }),
    ]);
    // Deleting the account takes the request with it: a deleted member is emailed nothing more.
    expect((await opened.t.call('account_delete', { confirm: true }, bearer(member.token))).statusCode).toBe(
      200,
    );
    expect(await requestsOf(variantId)).toEqual([]);
  });

  it('is rate-limited per client address', async () => {
    const { variantId } = await soldOut();
    const ip = freshIp();
    const answers = [];
    for (let i = 0; i < 31; i++)
      answers.push(
        await callFrom(opened.t, ip, 'stock_notify_subscribe', { variant_id: variantId, email: address() }),
      );
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
  });
});

describe('the back-in-stock job', () => {
  it('sends nothing while the stock stays at zero', async () => {
    const { variantId } = await soldOut();
    const email = address();
    await ask(variantId, email);
    expect(await job.run(opened.t.db, later(1))).toBe(0);
    expect(await mailsTo(email)).toEqual([]);
    expect((await requestsOf(variantId))[0]!.notifiedAt).toBeNull();
  });

  it('after a console restock, emails each waiting address once, in its language, with the product link', async () => {
    const { variantId, productId } = await soldOut();
    const english = address();
    const chinese = address();
    await ask(variantId, english);
    await ask(variantId, chinese, { language: 'zh-HK' });
    expect((await restock(variantId, 5)).statusCode).toBe(200);
    expect(await job.run(opened.t.db, later(1))).toBe(2);
    const [en] = await mailsTo(english);
    expect(en!.subject).toMatch(/is back in stock/);
    expect(en!.body).toContain(`/product/${productId}`);
    const [zh] = await mailsTo(chinese);
    expect(zh!.subject).toMatch(/已經補貨/);
    expect(zh!.body).toContain(`/product/${productId}?lng=zh-HK`);
    expect(zh!.body).not.toMatch(/back in stock/);

    expect(await job.run(opened.t.db, later(2))).toBe(0);
    expect(await mailsTo(english)).toHaveLength(1);
    // The request is answered: a later sell-out can be asked for again.
    await restock(variantId, -5);
    await ask(variantId, english);
    expect(await requestsOf(variantId)).toHaveLength(3);
  });

  it('after an order is cancelled or refunded, the units it gives back are announced', async () => {
    for (const back of [['cancel'], ['confirm_payment', 'refund']]) {
      const placed = await placeOrder(opened.t, opened.shop, { pricesCents: [8_000], inventory: 1 });
      const [variantId] = placed.variantIds as [number];
      expect(await inventoryOf(opened.t, variantId)).toBe(0);
      const email = address();
      await ask(variantId, email);
      expect(await job.run(opened.t.db, later(1))).toBe(0);
      for (const action of back) {
        const moved = await opened.t.call(
          'admin_order_transition',
          { order_id: placed.orderId, action },
          opened.owner,
        );
        expect(moved.statusCode).toBe(200);
      }
      expect(await inventoryOf(opened.t, variantId)).toBe(1);
      expect(await job.run(opened.t.db, later(1))).toBe(1);
      expect(await mailsTo(email)).toHaveLength(1);
    }
  });

  it('in the same run as the payment deadline that cancels an unpaid order', async () => {
    const placed = await placeOrder(opened.t, opened.shop, {
      pricesCents: [8_000],
      inventory: 1,
      payment: 'bank_transfer',
    });
    const [variantId] = placed.variantIds as [number];
    const email = address();
    await ask(variantId, email, { language: 'zh-HK' });
    const run = await opened.t.app.inject({
      method: 'POST',
      url: '/dev/run-jobs',
      payload: { now: later(24 * 30).toISOString() },
    });
    expect(run.statusCode).toBe(200);
    const jobs = run.json().jobs as { name: string; done: number }[];
    expect(jobs.find((j) => j.name === job.name)!.done).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/已經補貨/);
  });

  it('two restocks and two runs at once still send each request one email', async () => {
    const { variantId } = await soldOut();
    const emails = Array.from({ length: 4 }, address);
    for (const email of emails) await ask(variantId, email);
    await Promise.all([
      restock(variantId, 3),
      restock(variantId, 2),
      job.run(opened.t.db, later(1)),
      job.run(opened.t.db, later(2)),
    ]);
    await Promise.all([job.run(opened.t.db, later(3)), job.run(opened.t.db, later(4))]);
    expect(await inventoryOf(opened.t, variantId)).toBe(5);
    for (const email of emails) expect(await mailsTo(email)).toHaveLength(1);
    const open = await opened.t.db
      .select()
      .from(stockNotifyRequests)
      .where(and(eq(stockNotifyRequests.variantId, variantId)));
    expect(open.every((r) => r.notifiedAt !== null)).toBe(true);
  });
});
