import { readFpsQr } from '@shop/contract/payments/fps-qr';
import jsQR from 'jsqr';
import { call, firstPickupDay, openConsoleAsOwner, placeBankTransferOrder } from './admin-kit';
import { expect, test } from './fixtures';

test('a guest paying by FPS sees a QR code that scans to the amount and the order number @phone', async ({
  page,
  request,
}) => {
  const { orderNumber, orderToken } = await placeBankTransferOrder(
    request,
    [48],
    await firstPickupDay(request),
    undefined,
    'fps',
  );
  const { order } = await call(request, 'order_detail_get', { order_token: orderToken });

  await page.goto(`/order-confirmation/${orderToken}`);
  const code = page.getByRole('img', { name: 'FPS QR code for this order' });
  await expect(code).toBeVisible();
  // The drawn pixels, decoded as a phone's camera would read them.
  const scan = async () => {
    const picture = await code.evaluate((canvas: HTMLCanvasElement) => {
      const drawn = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height);
      return drawn && { pixels: Array.from(drawn.data), width: drawn.width, height: drawn.height };
    });
    if (!picture) return null;
    return jsQR(Uint8ClampedArray.from(picture.pixels), picture.width, picture.height)?.data ?? null;
  };
  await expect.poll(scan).not.toBeNull();
  const scanned = (await scan()) as string;

  expect(scanned).toBe(order.fps_qr);
  expect(readFpsQr(scanned)).toEqual({
    proxy: '1234567',
    amount: String(order.cash_amount),
    reference: orderNumber,
  });
  // The same three facts are written out for a shopper who types the payment in.
  const facts = page.getByRole('figure');
  await expect(facts.getByText('1234567', { exact: true })).toBeVisible();
  await expect(facts.getByText(`$${order.cash_amount.toFixed(2)}`, { exact: true })).toBeVisible();
  await expect(facts.getByText(orderNumber, { exact: true })).toBeVisible();
});

test('a shopper sends a screenshot of the transfer, and only staff see it on the order', async ({
  page,
  request,
}) => {
  const { orderNumber, orderToken } = await placeBankTransferOrder(
    request,
    [48],
    await firstPickupDay(request),
    undefined,
    'fps',
  );
  await page.goto(`/order-confirmation/${orderToken}`);
  // A screenshot as a phone would send it: drawn on a canvas in the page, as PNG.
  const screenshot = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 200;
    const pen = canvas.getContext('2d') as CanvasRenderingContext2D;
    pen.fillStyle = '#1f7a4d';
    pen.fillRect(0, 0, 120, 200);
    return canvas.toDataURL('image/png').split(',')[1] as string;
  });
  await page.getByLabel(/A screenshot of the transfer/).setInputFiles({
    name: 'transfer.png',
    mimeType: 'image/png',
    buffer: Buffer.from(screenshot, 'base64'),
  });
  await expect(page.getByRole('status').filter({ hasText: 'Receipt received' })).toBeVisible();
  await expect(page.getByRole('img', { name: /Transfer screenshot/ })).toHaveCount(0);

  await openConsoleAsOwner(page);
  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders' }).click();
  await page.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('link', { name: orderNumber }).click();
  const receipts = page.getByRole('region', { name: 'Transfer receipts from the customer' });
  await expect(receipts.getByRole('img', { name: /^Transfer screenshot sent / })).toBeVisible();
});
