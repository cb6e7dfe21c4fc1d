import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';

const t = appPerFile();

interface Facet {
  value: string;
  label_en: string;
  label_zh: string;
  count: number;
}
interface Listing {
  products: { id: number; coffee: { origin_en: string } | null }[];
  total_rows: number;
  facets: { origin: (Facet & { regions: Facet[] })[]; process: Facet[]; roast_level: Facet[] };
}

async function list(body: Record<string, unknown> = {}): Promise<Listing> {
  const res = await t.call('product_get', body);
  expect(res.statusCode).toBe(200);
  return res.body as Listing;
}

const countOf = (facets: Facet[], value: string) => facets.find((f) => f.value === value)?.count ?? 0;

describe('origin filter', () => {
  it('lists countries in both languages, with a blend under each of its countries', async () => {
    const { facets } = await list();
    const ethiopia = facets.origin.find((f) => f.value === 'Ethiopia');
    expect(ethiopia).toMatchObject({ label_en: 'Ethiopia', label_zh: '埃塞俄比亞' });
    expect(facets.origin.map((f) => f.value)).not.toContain('Kochere, Yirgacheffe, Ethiopia');
    expect(facets.origin.every((f) => !f.value.includes(','))).toBe(true);

    const inEthiopia = await list({ origin: 'Ethiopia' });
    expect(inEthiopia.total_rows).toBe(ethiopia?.count);
    const origins = inEthiopia.products.map((p) => p.coffee?.origin_en ?? '');
    expect(origins.every((o) => o.includes('Ethiopia'))).toBe(true);
    expect(origins).toContain('Brazil, Colombia, Ethiopia');
  });

  it('has regions as a second level, each counted within its country', async () => {
    const { facets } = await list();
    const ethiopia = facets.origin.find((f) => f.value === 'Ethiopia');
    const yirgacheffe = ethiopia?.regions.find((r) => r.value === 'Yirgacheffe');
    expect(yirgacheffe).toMatchObject({ label_zh: '耶加雪菲' });
    const inRegion = await list({ origin: 'Ethiopia', origin_region: 'Yirgacheffe' });
    expect(inRegion.total_rows).toBe(yirgacheffe?.count);
    expect(inRegion.products.every((p) => p.coffee?.origin_en.includes('Yirgacheffe'))).toBe(true);
  });

  it('still takes a whole origin text as the filter', async () => {
    const raw = await list({ origin: 'Kochere, Yirgacheffe, Ethiopia' });
    expect(raw.total_rows).toBeGreaterThan(0);
    expect(raw.products.every((p) => p.coffee?.origin_en === 'Kochere, Yirgacheffe, Ethiopia')).toBe(true);
  });
});

describe('facet counts follow the other filters', () => {
  it('counts each facet with every other active filter but its own', async () => {
    const all = await list();
    const washed = all.facets.process.find((f) => f.value === 'Washed');
    expect(washed).toBeDefined();

    const byProcess = await list({ process: 'Washed' });
    // The process facet ignores its own filter; the origin facet follows it.
    expect(byProcess.facets.process).toEqual(all.facets.process);
    expect(byProcess.facets.origin).not.toEqual(all.facets.origin);
    for (const origin of byProcess.facets.origin) {
      expect((await list({ process: 'Washed', origin: origin.value })).total_rows).toBe(origin.count);
    }

    const byBoth = await list({ process: 'Washed', origin: 'Kenya' });
    expect(countOf(byBoth.facets.process, 'Washed')).toBe(byBoth.total_rows);
    expect(countOf(byBoth.facets.origin, 'Kenya')).toBe(byBoth.total_rows);
    const roastTotal = byBoth.facets.roast_level.reduce((sum, f) => sum + f.count, 0);
    expect(roastTotal).toBe(byBoth.total_rows);
  });

  it('follows the keyword and the category too', async () => {
    const kenya = await list({ keyword: 'kenya' });
    expect(kenya.facets.origin.find((f) => f.value === 'Kenya')?.count).toBeGreaterThan(0);
    expect(countOf(kenya.facets.origin, 'Peru')).toBe(0);
  });
});
