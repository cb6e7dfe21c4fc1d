import type { SendMailOptions } from 'nodemailer';
import QRCode from 'qrcode';

/** An email as the outbox sends it (message-senders.ts's Email). */
interface OutgoingEmail {
  to: string;
  subject: string;
  body: string;
  headers?: Record<string, string>;
  qrCode?: string;
}

/** The content id the HTML part names the QR picture by. */
export const QR_CONTENT_ID = 'fps-qr@shop';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What nodemailer sends for an email. A plain email stays plain text. One with a QR code also gets an
 * HTML part: the same text, and the code as a PNG attached inline and named by content id. Mail
 * clients show such a picture (Gmail, Outlook and Apple Mail all do), where many block `data:` URLs;
 * the text part, which names the amount, reference and proxy, serves those that show no pictures.
 */
export async function mailContent(email: OutgoingEmail): Promise<SendMailOptions> {
  const base = { to: email.to, subject: email.subject, text: email.body, headers: email.headers };
  if (!email.qrCode) return base;
  const png = await QRCode.toBuffer(email.qrCode, {
    type: 'png',
    width: 320,
    margin: 4,
    errorCorrectionLevel: 'M',
  });
  const html = [
    '<div style="font-family:sans-serif;font-size:15px;line-height:1.5">',
    `<p><img src="cid:${QR_CONTENT_ID}" width="240" height="240" alt="FPS QR code / 轉數快二維碼"></p>`,
    `<div style="white-space:pre-wrap">${escapeHtml(email.body)}</div>`,
    '</div>',
  ].join('');
  return {
    ...base,
    html,
    attachments: [{ filename: 'fps-qr.png', content: png, contentType: 'image/png', cid: QR_CONTENT_ID }],
  };
}
