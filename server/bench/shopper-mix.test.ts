import { describe, expect, it } from 'vitest';
import { pickAction, SHOPPER_MIX, thinkMs } from './shopper-mix.ts';

describe('the mixed load', () => {
  it('asks 70 % browsing, 15 % cart, 10 % sign-in and account and 5 % orders', () => {
    const picks = Array.from({ length: 10_000 }, (_, i) => pickAction((i + 0.5) / 10_000));
    const groupOf = new Map<string, string>(SHOPPER_MIX.map((entry) => [entry.action, entry.group]));
    const share = (group: string) => picks.filter((action) => groupOf.get(action) === group).length / 100;
    expect({
      browse: share('browse'),
      cart: share('cart'),
      account: share('account'),
      order: share('order'),
    }).toEqual({ browse: 70, cart: 15, account: 10, order: 5 });
  });

  it('picks every action, the first for the lowest number and the last for the highest', () => {
    const picks = new Set(Array.from({ length: 1000 }, (_, i) => pickAction(i / 1000)));
    expect(picks.size).toBe(SHOPPER_MIX.length);
    expect(pickAction(0)).toBe('website_section_get');
    expect(pickAction(0.999_999)).toBe('order_create');
  });

  it('pauses around the mean, never longer than ten means', () => {
    const pauses = Array.from({ length: 10_000 }, (_, i) => thinkMs((i + 0.5) / 10_000, 1000));
    const mean = pauses.reduce((sum, ms) => sum + ms, 0) / pauses.length;
    expect(mean).toBeGreaterThan(950);
    expect(mean).toBeLessThan(1050);
    expect(thinkMs(0, 1000)).toBe(0);
    expect(thinkMs(0.999_999_99, 1000)).toBe(10_000);
  });
});
