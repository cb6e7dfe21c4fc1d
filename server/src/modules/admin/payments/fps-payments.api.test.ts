import { crc16CcittFalse } from '@shop/contract/payments/fps-qr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { makeProduct, newAccessToken, shopper } from '../../cart/testing.ts';
import { deliveryOrder } from '../../orders/testing.ts';
import { memberAuth, STAFF, staffAuth } from '../admin.test-kit.ts';
import { orderConsolePerFile, placeOrder, transition } from '../admin-orders.test-kit.ts';

const { t, shop, owner } = orderConsolePerFile();

const detail = async (token: string) => (await t.call('order_detail_get', { order_token: token })).body.order;

/** The payload's fields by tag (one level), and whether its CRC is right. */
function fields(payload: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (let i = 0; i < payload.length; ) {
    const tag = payload.slice(i, i + 2);
    const length = Number(payload.slice(i + 2, i + 4));
    out[tag] = payload.slice(i + 4, i + 4 + length);
    i += 4 + length;
  }
  return out;
}

describe('fps_qr', () => {
  it('comes with order_create and order_detail_get for an FPS order: the cash amount, order number and shop proxy', async () => {
    const { variantId } = await makeProduct(t, { retailCents: 12_350 });
    const cart = shopper(t, await newAccessToken(t));
    await cart('cart_add_product', { product_id: variantId });
    const placed = await cart('order_create', deliveryOrder(shop, { payment_method: 'fps' }));
    expect(placed.statusCode).toBe(200);
    const qr: string = placed.body.fps_qr;
    const order = await detail(placed.body.order_token);
    expect(order.fps_qr).toBe(qr);
    const f = fields(qr);
    expect(f['01']).toBe('12');
    expect(f['26']).toBe('0012hk.com.hkicl02071234567');
    expect(f['53']).toBe('344');
    expect(Number(f['54'])).toBe(order.cash_amount);
    expect(f['62']).toBe(`05${String(order.order_number.length).padStart(2, '0')}${order.order_number}`);
    expect(qr.slice(-4)).toBe(crc16CcittFalse(qr.slice(0, -4)));
  });

  it('comes with a bank transfer order too, and goes once the payment is confirmed', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'bank_transfer' });
    expect((await detail(placed.orderToken)).fps_qr).toMatch(/^000201010212/);
    expect((await transition(t, owner, placed.orderId, 'confirm_payment')).statusCode).toBe(200);
    expect((await detail(placed.orderToken)).fps_qr).toBeUndefined();
  });

  it('is absent when the order is paid at the shop or has no cash to pay', async () => {
    const atShop = await placeOrder(t, shop, { pricesCents: [9_000] });
    expect((await detail(atShop.orderToken)).fps_qr).toBeUndefined();
    const byCredit = await placeOrder(t, shop, {
      pricesCents: [5_000],
      payment: 'fps',
      member: { credit: 50 },
    });
    const order = await detail(byCredit.orderToken);
    expect(order.cash_amount).toBe(0);
    expect(order.fps_qr).toBeUndefined();
  });

  it('pays the proxy the owner sets: a mobile is kept with +852-, and a bad one is refused in both languages', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'fps' });
    const saved = await t.call('admin_fps_proxy_save', { fps_proxy: '9123 4567' }, owner);
    expect(saved.body).toMatchObject({ status: 1, fps_proxy: '+852-91234567' });
    expect((await t.call('admin_fps_proxy_get', {}, owner)).body.fps_proxy).toBe('+852-91234567');
    expect(fields((await detail(placed.orderToken)).fps_qr)['26']).toBe('0012hk.com.hkicl0313+852-91234567');
    // An order placed now pays it too: the save moved on the lookups an order keeps. (Another
    // shopper: this file's guest is near the limit of unpaid orders.)
    const billing = { email: 'proxy-check@example.com' };
    const next = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'fps', billing });
    expect(fields(next.fpsQr ?? '')['26']).toBe('0012hk.com.hkicl0313+852-91234567');

    const bad = await t.call('admin_fps_proxy_save', { fps_proxy: '12345' }, owner);
    expect(bad.statusCode).toBe(400);
    expect(bad.body.err_message).toContain('FPS ID (7 or 9 digits)');
    expect(bad.body.err_message_zh).toContain('轉數快識別碼（7 或 9 位數字）');
    const notOwner = await t.call(
      'admin_fps_proxy_save',
      { fps_proxy: '7654321' },
      await staffAuth(t, STAFF),
    );
    expect(notOwner.statusCode).toBe(403);
    expect((await t.call('admin_fps_proxy_save', { fps_proxy: '1234567' }, owner)).statusCode).toBe(200);
  });
});

const screenshot = async () =>
  (
    await sharp({ create: { width: 300, height: 600, channels: 3, background: '#2a6' } })
      .png()
      .toBuffer()
  ).toString('base64');

describe('payment receipts', () => {
  it('takes a screenshot for an unpaid FPS order; staff see it, the shopper and strangers cannot fetch it', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'fps' });
    const upload = await t.call('order_payment_receipt_upload', {
      order_token: placed.orderToken,
      data_base64: await screenshot(),
    });
    expect(upload.statusCode).toBe(200);
    const order = await detail(placed.orderToken);
    expect(order.receipt_uploaded_at).toBe(upload.body.receipt_uploaded_at);
    expect(JSON.stringify(order)).not.toContain('data:image');

    const ask = { order_id: placed.orderId };
    expect((await t.call('admin_order_receipts_get', ask)).statusCode).toBe(401);
    expect((await t.call('admin_order_receipts_get', ask, await memberAuth(t))).statusCode).toBe(401);
    const staffView = await t.call('admin_order_receipts_get', ask, await staffAuth(t, STAFF));
    expect(staffView.statusCode).toBe(200);
    const [receipt] = staffView.body.receipts;
    expect(receipt.image).toMatch(/^data:image\/webp;base64,/);
    const meta = await sharp(Buffer.from(receipt.image.split(',')[1], 'base64')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'webp',
      width: 300,
      height: 600,
    });
  });

  it('refuses what is not a picture, a file too large, and an order not waiting for a transfer, in both languages', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'fps' });
    const send = (data: Buffer | string, token = placed.orderToken) =>
      t.call('order_payment_receipt_upload', {
        order_token: token,
        data_base64: typeof data === 'string' ? data : data.toString('base64'),
      });
    const gif = await send(Buffer.from('GIF89a-not-allowed'));
    expect(gif.statusCode).toBe(400);
    expect(gif.body.err_message_zh).toBe('請上載 JPEG、PNG 或 WebP 圖片。');
    const large = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(720 * 1024),
    ]);
    const big = await send(large);
    expect(big.statusCode).toBe(400);
    expect(big.body).toMatchObject({
      err_message: 'The picture is larger than 700 KB.',
      err_message_zh: '圖片大於 700 KB。',
    });

    const atShop = await placeOrder(t, shop, { pricesCents: [9_000] });
    const notTransfer = await send(await screenshot(), atShop.orderToken);
    expect(notTransfer.statusCode).toBe(409);
    expect(notTransfer.body.err_message_zh).toBe('這張訂單毋須轉賬付款，不用上載收據。');
    expect((await send(await screenshot(), 'no-such-order')).statusCode).toBe(404);
  });

  it('keeps at most five receipts an order', async () => {
    const placed = await placeOrder(t, shop, { pricesCents: [9_000], payment: 'bank_transfer' });
    const data = await screenshot();
    const results = await Promise.all(
      Array.from({ length: 7 }, () =>
        t.call('order_payment_receipt_upload', { order_token: placed.orderToken, data_base64: data }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(2);
  });
});
