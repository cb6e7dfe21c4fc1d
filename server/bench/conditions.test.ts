import { describe, expect, it } from 'vitest';
import { type Conditions, formatConditions, LoadAverageWindow } from './conditions.ts';

const conditions: Conditions = {
  cpu: 'AMD EPYC 7B13, 2 cores',
  node: 'v20.20.2',
  chromium: 'Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)',
  commit: 'abc1234+dirty',
  date: '2026-11-27T12:40:00.000Z',
  databases: { pglite: 'PostgreSQL 17.4', postgres: 'PostgreSQL 15.20' },
};

describe('formatConditions', () => {
  it('names the machine, the versions, the commit and the load around the table', () => {
    const window = new LoadAverageWindow();
    window.before = 1.234;
    window.after = 3.5;
    expect(formatConditions(conditions, window)).toEqual([
      'Conditions: 2026-11-27T12:40:00.000Z, commit abc1234+dirty; AMD EPYC 7B13, 2 cores',
      'Node v20.20.2; pglite PostgreSQL 17.4; postgres PostgreSQL 15.20; Chromium 156.0.8078.108 built on Debian GNU/Linux 12 (bookworm)',
      'Load average (1 min): 1.23 before, 3.50 after',
    ]);
  });

  it('says when a table had no loads to take the load average around', () => {
    expect(formatConditions(conditions, new LoadAverageWindow())[2]).toBe(
      'Load average (1 min): – before, – after',
    );
  });
});

describe('LoadAverageWindow', () => {
  it('keeps the load before the first piece of work and after the last', async () => {
    const window = new LoadAverageWindow();
    await window.around(async () => {});
    const first = window.before;
    await window.around(async () => {});
    expect(window.before).toBe(first);
    expect(window.after).toBeTypeOf('number');
  });
});
