import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';

const t = appPerFile();

interface Listing {
  products: { id: number; product_name_en: string }[];
  total_rows: number;
  did_you_mean: string | null;
}

async function search(keyword: string): Promise<Listing> {
  const res = await t.call('product_get', { keyword });
  expect(res.statusCode).toBe(200);
  return res.body as Listing;
}

const ids = (listing: Listing) => listing.products.map((p) => p.id).sort((a, b) => a - b);

/** Both keywords find the same products, and at least `least` of them. */
async function expectSame(typed: string, meant: string, least = 1) {
  const [a, b] = [await search(typed), await search(meant)];
  expect(b.total_rows).toBeGreaterThanOrEqual(least);
  expect(ids(a)).toEqual(ids(b));
}

describe('search that forgives', () => {
  it('finds with "ethiopian" what "ethiopia" finds (English stemming)', async () => {
    await expectSame('ethiopian', 'ethiopia', 5);
    await expectSame('Kenyan', 'kenya', 2);
  });

  it('finds drip bags by "dripbag" and "drip-bag"', async () => {
    await expectSame('dripbag', 'drip bag', 2);
    await expectSame('drip-bags', 'drip bags', 2);
  });

  it('finds 耶加雪菲 by the common Hong Kong spelling 耶加雪啡', async () => {
    await expectSame('耶加雪啡', '耶加雪菲', 2);
  });

  it('finds with Simplified 肯尼亚 what Traditional 肯亞 finds, and the other way round', async () => {
    await expectSame('肯尼亚', '肯亞', 4);
    await expectSame('肯亚', '肯尼亞', 4);
  });

  it('finds common misspellings from the list', async () => {
    await expectSame('expresso', 'espresso', 2);
    await expectSame('columbia', 'colombia', 2);
  });
});

describe('did you mean', () => {
  it('suggests the catalog words nearest to a keyword that finds nothing, and the suggestion finds something', async () => {
    const missed = await search('yirgachffe');
    expect(missed.total_rows).toBe(0);
    expect(missed.did_you_mean).toBe('yirgacheffe');
    expect((await search(missed.did_you_mean ?? '')).total_rows).toBeGreaterThan(0);

    const twoWords = await search('kenia washd');
    expect(twoWords.total_rows).toBe(0);
    expect(twoWords.did_you_mean).toBe('kenya washed');
  });

  it('suggests nothing when the search finds something or nothing is near', async () => {
    expect((await search('kenya')).did_you_mean).toBeNull();
    expect((await search('zqxjvw')).did_you_mean).toBeNull();
  });
});
