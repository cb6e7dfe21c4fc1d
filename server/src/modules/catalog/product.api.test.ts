import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { products, variants } from './catalog.tables.ts';

const t = appPerFile();

// biome-ignore lint/suspicious/noExplicitAny: products as the wire sends them
type WireProduct = any;
const names = (list: WireProduct[]) => list.map((p) => p.product_name_en);
const unitPrice = (v: { discount: number; sale_price: number; retail_price: number }) =>
  v.discount > 0 ? v.sale_price : v.retail_price;
const cheapest = (p: WireProduct) => Math.min(...p.variants.map(unitPrice));

async function search(body: Record<string, unknown>) {
  const res = await t.call('product_get', {
    category_id: '',
    keyword: '',
    sort_by: 'default',
    limit: 999,
    offset: 0,
    ...body,
  });
  expect(res.statusCode).toBe(200);
  return res.body as {
    products: WireProduct[];
    total_rows: number;
    facets: Record<string, { value: string; count: number }[]>;
  };
}

async function addProduct(values: Partial<typeof products.$inferInsert> & { slug: string }, sku: string) {
  const [row] = await t.db
    .insert(products)
    .values({
      nameEn: 'Test',
      nameZh: '測試',
      nameCn: '测试',
      descriptionEn: '',
      descriptionZh: '',
      descriptionCn: '',
      ...values,
    })
    .returning();
  await t.db
    .insert(variants)
    .values({ productId: row!.id, sku, retailPriceCents: 10_000, salePriceCents: 10_000, inventory: 3 });
  return row!.id;
}

describe('product_get listing', () => {
  it('lists every active product with its variants, pages them and counts them all', async () => {
    const all = await search({});
    expect(all.total_rows).toBeGreaterThanOrEqual(40);
    expect(all.products).toHaveLength(all.total_rows);
    for (const p of all.products) expect(p.variants.length).toBeGreaterThanOrEqual(1);
    const page = await search({ limit: 5, offset: 5 });
    expect(page.total_rows).toBe(all.total_rows);
    expect(page.products.map((p) => p.id)).toEqual(all.products.slice(5, 10).map((p) => p.id));
  });

  it('includes the sub-categories of a top category', async () => {
    const { categories } = (await t.call('category_get')).body;
    const top = categories.find((c: { sub_categories: unknown[] }) => c.sub_categories.length > 1);
    const inTop = new Set((await search({ category_id: top.id })).products.map((p) => p.id));
    let inSubs = 0;
    for (const sub of top.sub_categories) {
      const found = await search({ category_id: String(sub.id) });
      inSubs += found.total_rows;
      for (const p of found.products) expect(inTop.has(p.id)).toBe(true);
    }
    expect(inSubs).toBeGreaterThan(0);
    expect(inTop.size).toBeGreaterThanOrEqual(inSubs);
  });

  it('never shows a hidden product', async () => {
    await addProduct({ slug: 'hidden-beans', nameEn: 'Secret Hidden Beans', active: false }, 'TEST-HIDDEN');
    expect((await search({ keyword: 'secret hidden' })).total_rows).toBe(0);
  });

  it('sorts by the price a shopper pays, and by newest', async () => {
    const low = (await search({ sort_by: 'price_low_high' })).products.map(cheapest);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await search({ sort_by: 'price_high_low' })).products.map(cheapest);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = (await search({ sort_by: 'newest' })).products.map((p) => p.created_at);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it('refuses an unknown sort and a limit over 999, naming the field', async () => {
    const sort = await t.call('product_get', { sort_by: 'cheapest' });
    expect(sort.statusCode).toBe(400);
    expect(sort.body.err_message).toContain('sort_by');
    expect((await t.call('product_get', { limit: 1000 })).statusCode).toBe(400);
  });
});

describe('product_get search', () => {
  it('is case-insensitive and matches names in English', async () => {
    const lower = await search({ keyword: 'yirgacheffe' });
    expect(lower.total_rows).toBeGreaterThan(0);
    expect(names((await search({ keyword: 'YIRGACHEFFE' })).products)).toEqual(names(lower.products));
  });

  it('finds a Chinese name by a substring: 耶加 finds 耶加雪菲', async () => {
    const found = await search({ keyword: '耶加' });
    expect(found.products.some((p) => p.product_name_zh.includes('耶加雪菲'))).toBe(true);
  });

  it('lets Simplified and Traditional spellings find each other', async () => {
    await addProduct(
      { slug: 'trad-only', nameEn: 'Glass Pour-over Dripper', nameZh: '玻璃手沖濾杯', nameCn: '' },
      'TEST-TRAD',
    );
    for (const keyword of ['手冲滤杯', '手衝濾杯', '玻璃']) {
      expect(names((await search({ keyword })).products)).toContain('Glass Pour-over Dripper');
    }
    await addProduct(
      { slug: 'simp-only', nameEn: 'Canvas Bean Sack', nameZh: '', nameCn: '帆布咖啡豆袋' },
      'TEST-SIMP',
    );
    expect(names((await search({ keyword: '咖啡豆袋' })).products)).toContain('Canvas Bean Sack');
    expect(names((await search({ keyword: '帆布' })).products)).toContain('Canvas Bean Sack');
  });

  it('matches SKUs, tags and descriptions, and every word of the keyword', async () => {
    const sample = (await search({})).products.find((p) => p.coffee)!;
    const sku = sample.variants[0].sku as string;
    expect(names((await search({ keyword: sku.toLowerCase() })).products)).toContain(sample.product_name_en);
    const tag = sample.tag[0] as string;
    expect((await search({ keyword: tag })).products.some((p) => p.id === sample.id)).toBe(true);
    const both = await search({ keyword: `${sample.product_name_en.split(' ')[0]} zzzz-no-such-word` });
    expect(both.total_rows).toBe(0);
  });

  it('ranks a name match above products that only mention the word', async () => {
    await addProduct(
      {
        slug: 'mentions-kenya',
        nameEn: 'Brewing Notebook',
        descriptionEn: 'Notes on Kenya, Kenya and more Kenya.',
      },
      'TEST-NOTEBOOK',
    );
    const found = await search({ keyword: 'kenya' });
    expect(found.products[0].product_name_en.toLowerCase()).toContain('kenya');
    expect(names(found.products)).toContain('Brewing Notebook');
    expect(names(found.products).at(-1)).toBe('Brewing Notebook');
  });

  it('treats SQL and LIKE operators in a keyword as plain text', async () => {
    for (const keyword of ["' OR 1=1 --", '%', '_', "'; DROP TABLE products; --", '\\']) {
      expect((await search({ keyword })).total_rows).toBe(0);
    }
    await addProduct({ slug: 'percent', nameEn: '100% Arabica Sampler' }, 'TEST-PERCENT');
    expect(names((await search({ keyword: '100%' })).products)).toEqual(['100% Arabica Sampler']);
    expect((await search({})).total_rows).toBeGreaterThan(40);
  });
});

describe('coffee attributes', () => {
  it('carries origin, process, roast level, tasting notes and roast date in both languages', async () => {
    const coffees = (await search({})).products.filter((p) => p.coffee);
    expect(coffees.length).toBeGreaterThan(15);
    for (const { coffee } of coffees) {
      expect(coffee.origin_zh).toMatch(/[\u4e00-\u9fff]/);
      expect(coffee.tasting_notes_en).not.toBe('');
      expect(coffee.roast_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('filters by an attribute and counts the choices', async () => {
    const { facets } = await search({});
    const roast = facets.roast_level!.find((f) => f.count > 1)!;
    const filtered = await search({ roast_level: roast.value });
    expect(filtered.total_rows).toBe(roast.count);
    for (const p of filtered.products) expect(p.coffee.roast_level).toBe(roast.value);
    const origin = facets.origin![0]!;
    expect((await search({ origin: origin.value })).total_rows).toBe(origin.count);
    expect((await t.call('product_get', { roast_level: 'burnt' })).statusCode).toBe(400);
  });
});

describe('product picks', () => {
  it('section_product_get gives the home page rows with whole products', async () => {
    const { body } = await t.call('section_product_get', { limit: 999 });
    expect(body.sections.length).toBeGreaterThanOrEqual(2);
    for (const section of body.sections) {
      expect(section.name_zh).toMatch(/[\u4e00-\u9fff]/);
      expect(section.products.length).toBeGreaterThan(0);
    }
  });

  it('suggested_product_get never suggests the product itself and keeps to the limit', async () => {
    const all = (await search({})).products;
    for (const p of all.slice(0, 10)) {
      const { body } = await t.call('suggested_product_get', {
        product_id: p.id,
        limit: 5,
        keyword_field: 'flag_6',
      });
      expect(body.products.length).toBeLessThanOrEqual(5);
      expect(body.products.map((s: WireProduct) => s.id)).not.toContain(p.id);
    }
  });

  it('suggests products of the same category first', async () => {
    const all = (await search({})).products;
    const p = all.find((x) => x.coffee)!;
    const { body } = await t.call('suggested_product_get', { product_id: p.id, limit: 3 });
    const mine = new Set(p.category.map((c: { id: number }) => c.id));
    expect(body.products[0].category.some((c: { id: number }) => mine.has(c.id))).toBe(true);
  });

  it('product_detail_get opens one product and answers 404 for anything else', async () => {
    const first = (await search({ limit: 1 })).products[0];
    expect((await t.call('product_detail_get', { product_id: first.id })).body.product).toEqual(first);
    const missing = await t.call('product_detail_get', { product_id: 999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
    await t.db.update(products).set({ active: false }).where(eq(products.id, first.id));
    expect((await t.call('product_detail_get', { product_id: first.id })).statusCode).toBe(404);
  });
});
