import { readFpsQr } from '@shop/contract/payments/fps-qr';
import jsQR from 'jsqr';
import { call, firstPickupDay, placeBankTransferOrder } from './admin-kit';
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
