import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with an authenticator app's defaults: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
const SHOP_NAME = 'Roastery Console';

export const newTotpSecret = (): string => generateSecret();

/** What the authenticator app reads from the QR code, and the QR code itself as an SVG data URL. */
export async function enrolmentCard(secret: string, email: string) {
  const uri = generateURI({ issuer: SHOP_NAME, label: email, secret });
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code belongs to, or undefined. One step either side of now is accepted (a phone's
 * clock a little off, a code typed as it turned over); two steps away is refused.
 */
export async function totpStepOf(
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | undefined> {
  if (!/^\d{6}$/.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
