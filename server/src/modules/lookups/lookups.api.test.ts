import { describe, expect, it } from 'vitest';
import { appPerFile, createTestApp } from '../../../test/test-app.ts';
import { blackoutDates } from './lookups.tables.ts';

const t = appPerFile();

const clock = /^\d{2}:\d{2}$/;
const day = /^\d{4}-\d{2}-\d{2}$/;

describe('public lookups', () => {
  it('country_get lists countries with both names, Hong Kong first', async () => {
    const { statusCode, body } = await t.call('country_get', { limit: 999, offset: 0 });
    expect(statusCode).toBe(200);
    expect(body.status).toBe(1);
    expect(body.countries.length).toBeGreaterThan(5);
    expect(body.countries[0]).toMatchObject({ name_en: 'Hong Kong', name_zh: '香港', area_code: '852' });
  });

  it('country_get pages with limit and offset', async () => {
    const all = (await t.call('country_get')).body.countries;
    const page = (await t.call('country_get', { limit: 2, offset: 1 })).body.countries;
    expect(page).toEqual(all.slice(1, 3));
  });

  it('delivery_country_get gives fees and free-shipping thresholds in dollars', async () => {
    const { body } = await t.call('delivery_country_get', { limit: 999, offset: 0 });
    const hk = body.delivery_countries.find((c: { name_en: string }) => c.name_en === 'Hong Kong');
    expect(hk.shipping_fee).toBeGreaterThan(0);
    expect(Number.isInteger(hk.shipping_fee * 100)).toBe(true);
    expect(hk.free_shipping_threshold).toBeGreaterThan(hk.shipping_fee);
  });

  it('timeslot_get answers the pinned shape for both methods', async () => {
    const { body } = await t.call('timeslot_get', { limit: 999, offset: 0 });
    for (const list of [body.pickup_timeslots, body.delivery_timeslots]) {
      expect(list.length).toBeGreaterThan(0);
      for (const slot of list) {
        expect(Object.keys(slot).sort()).toEqual(['end_time', 'id', 'start_time']);
        expect(slot.start_time).toMatch(clock);
        expect(slot.end_time > slot.start_time).toBe(true);
      }
    }
  });

  it('client_blackout_date_get lists upcoming dates as YYYY-MM-DD, not past ones', async () => {
    await t.db.insert(blackoutDates).values([
      { method: 'pickup', day: '2001-01-01', reasonEn: 'Long ago', reasonZh: '很久以前' },
      { method: 'delivery', day: '2099-12-31', reasonEn: 'Far ahead', reasonZh: '很久以後' },
    ]);
    const { body } = await t.call('client_blackout_date_get', { limit: 999, offset: 0 });
    expect(body.pickup_blackout_dates).not.toContain('2001-01-01');
    expect(body.delivery_blackout_dates).toContain('2099-12-31');
    for (const d of [...body.pickup_blackout_dates, ...body.delivery_blackout_dates]) expect(d).toMatch(day);
  });

  it('pickup_store_get lists stores with bilingual addresses and hours', async () => {
    const { body } = await t.call('pickup_store_get', { limit: 999, offset: 0 });
    expect(body.stores.length).toBeGreaterThanOrEqual(2);
    for (const store of body.stores) {
      expect(store.address_zh).toMatch(/[\u4e00-\u9fff]/);
      expect(store.opening_hours_en).not.toBe('');
    }
  });

  it('shop_info_get names the shop in both languages, and the name is configurable', async () => {
    const { body } = await t.call('shop_info_get');
    expect(body.shop.name_en).not.toBe('');
    expect(body.booking.lead_time_days).toBeGreaterThanOrEqual(0);
    expect(body.booking.booking_window_days).toBeGreaterThan(body.booking.lead_time_days);
    expect(body.shop.name_zh).toMatch(/[\u4e00-\u9fff]/);
    expect(body.shop.bank_transfer).toMatchObject({
      account_number: expect.stringMatching(/\d/),
      fps_id: expect.stringMatching(/\d/),
      bank_name_zh: expect.stringMatching(/[\u4e00-\u9fff]/),
    });
    const renamed = await createTestApp({ SHOP_NAME_EN: 'Kettle & Kiln', SHOP_NAME_ZH: '壺與窯' });
    try {
      const shop = (await renamed.call('shop_info_get')).body.shop;
      expect(shop).toMatchObject({ name_en: 'Kettle & Kiln', name_zh: '壺與窯' });
    } finally {
      await renamed.close();
    }
  });

  it('empty strings in optional fields mean "not given"', async () => {
    const { statusCode } = await t.call('country_get', {
      category_id: '',
      keyword: '',
      delivery_country_id: '',
    });
    expect(statusCode).toBe(200);
  });
});
