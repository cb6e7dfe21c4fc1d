import { describe, expect, it } from 'vitest';
import { statementsDuring } from '../../../test/statements-sent.ts';
import { appPerFile } from '../../../test/test-app.ts';

// Repeat calls of a cached response at once share one coalesced freshness read (docs/catalog.md).

const t = appPerFile();

const AT_ONCE = 20;

/** The statements sent while AT_ONCE of the same call run together, each checked to have answered. */
async function statementsOfRepeats(name: string, body: Record<string, unknown>) {
  await t.call(name, body);
  return statementsDuring(async () => {
    const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => t.call(name, body)));
    for (const res of answers) expect(res.body.status).toBe(1);
  });
}

describe('cached responses asked at once', () => {
  it.each([
    ['category_get', {}],
    ['website_section_get', {}],
  ])('%s sends a couple of version reads for many callers, not one each', async (name, body) => {
    const sent = await statementsOfRepeats(name, body);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
  });

  it('product_get reads the version and stock a couple of times for many callers, not once each', async () => {
    const sent = await statementsOfRepeats('product_get', { sort_by: 'default', limit: 12, offset: 0 });
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.length).toBeLessThanOrEqual(2);
  });
});
