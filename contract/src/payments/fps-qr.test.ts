import { describe, expect, it } from 'vitest';
import { readFpsProxy } from './fps-proxy.ts';
import { crc16CcittFalse, emvField, fpsAmount, fpsQrPayload, readFpsQr } from './fps-qr.ts';

/** Odoo's l10n_hk tests (test_l10n_hk_emv_qr.py): a mobile proxy, its company's name and city HK. */
const odoo = {
  proxy: { kind: 'mobile', value: '+852-67891234' },
  merchantName: 'company_1_data',
  merchantCity: 'HK',
} as const;

describe('fpsQrPayload', () => {
  it('matches the published Odoo vector for a whole amount', () => {
    expect(fpsQrPayload({ ...odoo, amountCents: 10_000, reference: 'INV/TEST/0001' })).toBe(
      '00020101021226330012hk.com.hkicl0313+852-6789123452040000530334454031005802HK5914company_1_data6002HK62170513INV/TEST/00016304A154',
    );
  });

  it('matches the published Odoo vector for an amount with cents', () => {
    expect(fpsQrPayload({ ...odoo, amountCents: 10_050, reference: 'INV/TEST/0002' })).toBe(
      '00020101021226330012hk.com.hkicl0313+852-678912345204000053033445405100.55802HK5914company_1_data6002HK62170513INV/TEST/000263049E64',
    );
  });

  it('names an FPS ID with tag 02 and an email with tag 04, and ends with the CRC of what precedes it', () => {
    const byId = fpsQrPayload({
      proxy: { kind: 'fps_id', value: '1234567' },
      amountCents: 40_600,
      reference: 'SC2611270001',
      merchantName: 'Sampan Coffee',
      merchantCity: 'Hong Kong',
    });
    expect(byId).toContain('26270012hk.com.hkicl02071234567');
    expect(byId).toContain('5403406');
    expect(byId).toContain('62160512SC2611270001');
    expect(byId.slice(-4)).toBe(crc16CcittFalse(byId.slice(0, -4)));
    const byEmail = fpsQrPayload({
      proxy: { kind: 'email', value: 'pay@sampan.coffee' },
      amountCents: 1,
      reference: 'X',
      merchantName: '舢舨咖啡',
      merchantCity: '',
    });
    expect(byEmail).toContain('0417pay@sampan.coffee');
    expect(byEmail).toContain('54040.01');
    // A name with no ASCII left, and no city, fall back to the placeholders banks accept.
    expect(byEmail).toContain('5902NA6002HK');
  });
});

describe('readFpsQr', () => {
  it('reads back the proxy, amount and reference a payer sees', () => {
    const payload = fpsQrPayload({ ...odoo, amountCents: 10_050, reference: 'INV/TEST/0002' });
    expect(readFpsQr(payload)).toEqual({
      proxy: '+852-67891234',
      amount: '100.5',
      reference: 'INV/TEST/0002',
    });
  });
});

describe('crc16CcittFalse', () => {
  it('gives the check value of the standard test string', () => {
    expect(crc16CcittFalse('123456789')).toBe('29B1');
    expect(crc16CcittFalse('')).toBe('FFFF');
  });
});

describe('fpsAmount', () => {
  it('writes dollars and only the decimals that are not zero', () => {
    expect(fpsAmount(10_000)).toBe('100');
    expect(fpsAmount(10_050)).toBe('100.5');
    expect(fpsAmount(10_025)).toBe('100.25');
    expect(fpsAmount(5)).toBe('0.05');
  });

  it('refuses nothing to pay and fractions of a cent', () => {
    expect(() => fpsAmount(0)).toThrow(RangeError);
    expect(() => fpsAmount(1.5)).toThrow(RangeError);
  });
});

describe('emvField', () => {
  it('writes a two-digit length and refuses values too long to count', () => {
    expect(emvField('58', 'HK')).toBe('5802HK');
    expect(() => emvField('59', 'x'.repeat(100))).toThrow(RangeError);
  });
});

describe('readFpsProxy', () => {
  it('reads an FPS ID of 7 or 9 digits', () => {
    expect(readFpsProxy('1234567')).toEqual({ kind: 'fps_id', value: '1234567' });
    expect(readFpsProxy(' 123 456 789 ')).toEqual({ kind: 'fps_id', value: '123456789' });
  });

  it('reads a Hong Kong mobile with or without +852, in the form the code carries', () => {
    expect(readFpsProxy('9123 4567')).toEqual({ kind: 'mobile', value: '+852-91234567' });
    expect(readFpsProxy('+852-67891234')).toEqual({ kind: 'mobile', value: '+852-67891234' });
    expect(readFpsProxy('８５２ ６７８９ １２３４')).toEqual({ kind: 'mobile', value: '+852-67891234' });
  });

  it('reads an email address', () => {
    expect(readFpsProxy('pay@sampan.coffee')).toEqual({ kind: 'email', value: 'pay@sampan.coffee' });
  });

  it('refuses what is none of them', () => {
    for (const typed of ['', '123456', '12345678', '2345 6789', '1234567890', 'pay@', '付款@店.hk', 'shop']) {
      expect(readFpsProxy(typed), typed).toBeUndefined();
    }
  });
});
