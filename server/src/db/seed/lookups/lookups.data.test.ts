import { describe, expect, it } from 'vitest';
import { COUNTRIES } from './countries.data.ts';
import { DELIVERY_COUNTRIES, TIMESLOTS } from './fulfilment.data.ts';
import { HK_GENERAL_HOLIDAYS, holidaysFrom } from './hk-holidays.data.ts';
import { PICKUP_STORES } from './pickup-stores.data.ts';
import { shopSettings } from './shop-settings.data.ts';

function isRealDate(day: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
}

describe('countries', () => {
  it('start with Hong Kong and have unique ISO codes and digit-only area codes', () => {
    expect(COUNTRIES[0]).toMatchObject({ isoCode: 'HK', areaCode: '852', nameZh: '香港' });
    expect(new Set(COUNTRIES.map((c) => c.isoCode)).size).toBe(COUNTRIES.length);
    for (const c of COUNTRIES) {
      expect(c.areaCode).toMatch(/^\d{1,4}$/);
      expect(c.nameEn && c.nameZh).toBeTruthy();
    }
  });
});

describe('delivery countries', () => {
  it('are known countries with integer-cent fees below their free-shipping thresholds', () => {
    const known = new Set(COUNTRIES.map((c) => c.isoCode));
    for (const d of DELIVERY_COUNTRIES) {
      expect(known.has(d.isoCode)).toBe(true);
      expect(Number.isSafeInteger(d.feeCents) && d.feeCents >= 0).toBe(true);
      expect(Number.isSafeInteger(d.freeThresholdCents) && d.freeThresholdCents > d.feeCents).toBe(true);
    }
    expect(DELIVERY_COUNTRIES.find((d) => d.isoCode === 'HK')).toEqual({
      isoCode: 'HK',
      feeCents: 4_000,
      freeThresholdCents: 50_000,
    });
  });
});

describe('timeslots', () => {
  it('are HH:MM ranges for both methods', () => {
    for (const t of TIMESLOTS) {
      expect(t.startTime).toMatch(/^[0-2]\d:[0-5]\d$/);
      expect(t.endTime).toMatch(/^[0-2]\d:[0-5]\d$/);
      expect(t.startTime < t.endTime).toBe(true);
    }
    expect(TIMESLOTS.some((t) => t.method === 'pickup')).toBe(true);
    expect(TIMESLOTS.some((t) => t.method === 'delivery')).toBe(true);
  });
});

describe('blackout dates', () => {
  it('are real, unique, ordered dates with reasons in both languages', () => {
    const days = HK_GENERAL_HOLIDAYS.map((h) => h.day);
    for (const h of HK_GENERAL_HOLIDAYS) {
      expect(isRealDate(h.day), h.day).toBe(true);
      expect(h.reasonEn && h.reasonZh).toBeTruthy();
    }
    expect(new Set(days).size).toBe(days.length);
    expect([...days].sort()).toEqual(days);
  });

  it('keep only the seed day and later', () => {
    const kept = holidaysFrom('2026-12-25').map((h) => h.day);
    expect(kept[0]).toBe('2026-12-25');
    expect(kept).toContain('2027-02-09');
    expect(kept).not.toContain('2026-10-01');
  });
});

describe('pickup stores and settings', () => {
  it('give every store both languages and its own art', () => {
    PICKUP_STORES.forEach((s, i) => {
      for (const value of Object.values(s)) expect(value).not.toBe('');
      expect(s.image).toBe(`/media/art/store-${i + 1}.svg`);
      expect(s.phone).toMatch(/^\+852 \d{4} \d{4}$/);
    });
  });

  it('use the given shop name or the default one', () => {
    expect(shopSettings({}).shop.name_en).toBe('Sampan Coffee');
    expect(shopSettings({ shopNameEn: 'Harbour Beans', shopNameZh: '海港咖啡' }).shop).toMatchObject({
      name_en: 'Harbour Beans',
      name_zh: '海港咖啡',
    });
  });
});
