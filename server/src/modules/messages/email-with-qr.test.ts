import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailContent, QR_CONTENT_ID } from './email-with-qr.ts';

const payload =
  '00020101021226330012hk.com.hkicl0313+852-6789123452040000530334454031005802HK5914company_1_data6002HK62170513INV/TEST/00016304A154';

describe('mailContent', () => {
  it('keeps an email without a QR code plain text', async () => {
    const mail = await mailContent({ to: 'a@example.com', subject: 'Hi', body: 'Hello <you>' });
    expect(mail).toEqual({ to: 'a@example.com', subject: 'Hi', text: 'Hello <you>', headers: undefined });
  });

  it('shows the QR code inline by content id, and the picture scans back to the payload', async () => {
    const mail = await mailContent({
      to: 'a@example.com',
      subject: 'Order',
      body: 'Pay <now>',
      qrCode: payload,
    });
    expect(mail.text).toBe('Pay <now>');
    expect(mail.html).toContain(`src="cid:${QR_CONTENT_ID}"`);
    expect(mail.html).toContain('Pay &lt;now&gt;');
    const [attachment] = mail.attachments ?? [];
    expect(attachment).toMatchObject({ cid: QR_CONTENT_ID, contentType: 'image/png' });
    const { data, info } = await sharp(attachment!.content as Buffer)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data).toBe(payload);
  });
});
