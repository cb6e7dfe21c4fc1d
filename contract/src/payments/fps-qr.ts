import type { FpsProxy } from './fps-proxy.ts';

/**
 * The Hong Kong FPS QR code (HKMA's common QR code, EMVCo merchant-presented mode): a string of
 * fields, each a two-digit tag, a two-digit length and the value, ending with a CRC. Written here
 * rather than taken from npm because the few packages that do it are unmaintained, and the format
 * is small (docs/payments.md).
 */

const PROXY_TAG: Record<FpsProxy['kind'], string> = { fps_id: '02', mobile: '03', email: '04' };

/** One field; every value the shop writes is ASCII, so characters and bytes count alike. */
export function emvField(tag: string, value: string): string {
  if (value.length === 0 || value.length > 99)
    throw new RangeError(`field ${tag} must be 1 to 99 characters`);
  return `${tag}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (polynomial 0x1021, start 0xFFFF, no reflection), as four upper-case hex digits. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++)
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Cents as the code writes an amount: dollars, then only the decimals that are not zero (100, 100.5, 100.25). */
export function fpsAmount(cents: number): string {
  if (!Number.isInteger(cents) || cents <= 0)
    throw new RangeError('an FPS amount is a positive number of cents');
  const dollars = Math.floor(cents / 100);
  const rest = cents % 100;
  if (rest === 0) return String(dollars);
  return `${dollars}.${String(rest).padStart(2, '0').replace(/0$/, '')}`;
}

/** Names and cities are printable ASCII of at most 25 characters in the code; what is not is dropped. */
function merchantText(text: string, fallback: string): string {
  const ascii = text
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, 25)
    .trim();
  return ascii || fallback;
}

export interface FpsQrRequest {
  proxy: FpsProxy;
  /** What the shopper is asked to pay, in cents (above 0). */
  amountCents: number;
  /** The payment reference the shop matches the transfer by: the order number. */
  reference: string;
  merchantName: string;
  merchantCity: string;
}

/** The payload of a dynamic (one payment, amount set) FPS QR code in Hong Kong dollars. */
export function fpsQrPayload(request: FpsQrRequest): string {
  const account =
    emvField('00', 'hk.com.hkicl') + emvField(PROXY_TAG[request.proxy.kind], request.proxy.value);
  const body = [
    emvField('00', '01'),
    emvField('01', '12'),
    emvField('26', account),
    emvField('52', '0000'),
    emvField('53', '344'),
    emvField('54', fpsAmount(request.amountCents)),
    emvField('58', 'HK'),
    emvField('59', merchantText(request.merchantName, 'NA')),
    emvField('60', merchantText(request.merchantCity, 'HK')),
    emvField('62', emvField('05', request.reference.slice(0, 25))),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16CcittFalse(signed);
}

/** A payload's fields by tag, one level down from where it starts (a template's value is itself fields). */
export function emvFields(payload: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (let at = 0; at + 4 <= payload.length; ) {
    const length = Number(payload.slice(at + 2, at + 4));
    if (!Number.isInteger(length)) break;
    fields[payload.slice(at, at + 2)] = payload.slice(at + 4, at + 4 + length);
    at += 4 + length;
  }
  return fields;
}

/** What a payment app shows a payer of the code: who it pays, how much (HK$) and the reference. */
export function readFpsQr(payload: string): { proxy: string; amount: string; reference: string } {
  const top = emvFields(payload);
  const account = emvFields(top['26'] ?? '');
  return {
    proxy: account['02'] ?? account['03'] ?? account['04'] ?? '',
    amount: top['54'] ?? '',
    reference: emvFields(top['62'] ?? '')['05'] ?? '',
  };
}
