import { describe, expect, it } from 'vitest';
import { scriptBudgetRow, toKilobytes } from './script-budget.ts';

const script = (transferBytes: number, encoding = 'br') => ({
  url: 'http://x/a.js',
  transferBytes,
  encoding,
});

describe('scriptBudgetRow', () => {
  it('counts the requests and sums the compressed bytes in kilobytes of 1,024 bytes', () => {
    const row = scriptBudgetRow('/', [script(61_440), script(1_024), script(512, '')]);
    expect(row).toMatchObject({ page: '/', requests: 3, kilobytes: 61.5, smallScripts: 2 });
    expect(row.encodings).toBe('br, identity');
  });

  it('fits the budget at exactly 20 requests and 120 KB', () => {
    const twenty = Array.from({ length: 20 }, () => script(6_144));
    expect(scriptBudgetRow('/shop', twenty).withinBudget).toBe(true);
  });

  it('misses the budget with one request or one byte too many', () => {
    expect(
      scriptBudgetRow(
        '/',
        Array.from({ length: 21 }, () => script(100)),
      ).withinBudget,
    ).toBe(false);
    expect(scriptBudgetRow('/', [script(120 * 1024 + 1)]).withinBudget).toBe(false);
  });
});

describe('toKilobytes', () => {
  it('rounds to one decimal', () => {
    expect(toKilobytes(1_100)).toBe(1.1);
    expect(toKilobytes(0)).toBe(0);
  });
});
