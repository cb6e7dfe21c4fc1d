import { CLIENT_ID } from '@shop/contract/client-id';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { anyCategoryId, newProduct, STAFF, staffAuth } from '../admin/testing.ts';
import { productCategories, products, variants } from './catalog.tables.ts';
import { readCatalogVersion } from './catalog-cache.ts';

const t = appPerFile();

// biome-ignore lint/suspicious/noExplicitAny: products as the wire sends them
type WireProduct = any;

/** The same listing asked twice, so the second answer comes from the cache. */
async function listTwice(body: Record<string, unknown>) {
  await list(body);
  return list(body);
}

async function list(body: Record<string, unknown>) {
  const res = await t.call('product_get', { sort_by: 'default', limit: 20, offset: 0, ...body });
  expect(res.statusCode).toBe(200);
  return res.body as {
    products: WireProduct[];
    total_rows: number;
    facets: Record<string, { value: string }[]>;
  };
}

async function addProduct(slug: string, name: string, priceCents: number) {
  const [row] = await t.db
    .insert(products)
    .values({
      slug,
      nameEn: name,
      nameZh: name,
      nameCn: name,
      descriptionEn: '',
      descriptionZh: '',
      descriptionCn: '',
    })
    .returning();
  await t.db.insert(variants).values({
    productId: row!.id,
    sku: `${slug}-sku`,
    retailPriceCents: priceCents,
    salePriceCents: priceCents,
    inventory: 4,
  });
  return row!.id;
}

const ids = (found: { products: WireProduct[] }) => found.products.map((p) => p.id);

describe('product_get after a write made behind its back', () => {
  it('shows a product inserted straight into the database in the very next listing', async () => {
    expect((await listTwice({ keyword: 'quokka' })).total_rows).toBe(0);
    const id = await addProduct('cache-quokka', 'Quokka Blend', 9_000);
    const found = await list({ keyword: 'quokka' });
    expect(ids(found)).toEqual([id]);
    expect(found.total_rows).toBe(1);
  });

  it('re-sorts by price at once when a variant price changes', async () => {
    const cheap = await addProduct('cache-wombat-a', 'Wombat Alpha', 5_000);
    const dear = await addProduct('cache-wombat-b', 'Wombat Beta', 8_000);
    expect(ids(await listTwice({ keyword: 'wombat', sort_by: 'price_low_high' }))).toEqual([cheap, dear]);
    await t.db
      .update(variants)
      .set({ retailPriceCents: 4_000, salePriceCents: 4_000 })
      .where(eq(variants.productId, dear));
    expect(ids(await list({ keyword: 'wombat', sort_by: 'price_low_high' }))).toEqual([dear, cheap]);
  });

  it('drops a product hidden straight in the database, with its facet counts', async () => {
    const id = await addProduct('cache-numbat', 'Numbat Natural', 7_000);
    await t.db
      .update(products)
      .set({ originEn: 'Numbatland', roastLevel: 'dark' })
      .where(eq(products.id, id));
    const before = await listTwice({ keyword: 'numbat' });
    expect(before.facets.origin!.map((f) => f.value)).toEqual(['Numbatland']);
    await t.db.update(products).set({ active: false }).where(eq(products.id, id));
    const after = await list({ keyword: 'numbat' });
    expect(after.total_rows).toBe(0);
    expect(after.facets.origin).toEqual([]);
  });

  it('lists a product in a category as soon as it is filed there', async () => {
    const categoryId = await anyCategoryId(t);
    const id = await addProduct('cache-bilby', 'Bilby Bourbon', 6_000);
    expect(ids(await listTwice({ category_id: categoryId, keyword: 'bilby' }))).toEqual([]);
    await t.db.insert(productCategories).values({ productId: id, categoryId });
    expect(ids(await list({ category_id: categoryId, keyword: 'bilby' }))).toEqual([id]);
  });

  it('shows what admin_product_save creates and renames in the next listing', async () => {
    const staff = await staffAuth(t, STAFF);
    const categoryId = await anyCategoryId(t);
    expect((await listTwice({ keyword: 'platypus' })).total_rows).toBe(0);
    const body = newProduct(categoryId, { product_name_en: 'Platypus Peaberry' });
    const saved = await t.call('admin_product_save', body, staff);
    expect(saved.body.status).toBe(1);
    const productId = saved.body.product.product_id;
    expect(ids(await list({ keyword: 'platypus' }))).toEqual([productId]);

    await listTwice({ keyword: 'echidna' });
    const variantsKept = saved.body.product.variants.map(({ stock: _s, ...v }: { stock: number }) => v);
    const renamed = await t.call(
      'admin_product_save',
      { ...body, product_id: productId, product_name_en: 'Echidna Peaberry', variants: variantsKept },
      staff,
    );
    expect(renamed.body.status).toBe(1);
    expect(ids(await list({ keyword: 'echidna' }))).toEqual([productId]);
    expect((await list({ keyword: 'platypus' })).total_rows).toBe(0);
  });
});

describe('a listing page cached between calls', () => {
  it('shows the name and SKU saved through the console on the same page at once', async () => {
    const staff = await staffAuth(t, STAFF);
    const body = newProduct(await anyCategoryId(t), { product_name_en: 'Wombat Washed' });
    const saved = await t.call('admin_product_save', body, staff);
    const productId = saved.body.product.product_id;
    const page = { category_id: '', sort_by: 'newest', limit: 5 };
    expect((await listTwice(page)).products[0]).toMatchObject({
      id: productId,
      product_name_en: 'Wombat Washed',
    });

    const variantsKept = saved.body.product.variants.map(
      ({ stock: _s, ...v }: { stock: number; sku: string }) => ({ ...v, sku: `${v.sku}-R` }),
    );
    const renamed = await t.call(
      'admin_product_save',
      { ...body, product_id: productId, product_name_en: 'Wombat Natural', variants: variantsKept },
      staff,
    );
    expect(renamed.body.status).toBe(1);
    const [first] = (await list(page)).products;
    expect(first).toMatchObject({ id: productId, product_name_en: 'Wombat Natural' });
    expect(first.variants.map((v: { sku: string }) => v.sku)).toEqual(
      variantsKept.map((v: { sku: string }) => v.sku),
    );
  });
});

describe('stock and the catalog version', () => {
  it('changes stock without bumping the version, and the listing still shows the new stock', async () => {
    const id = await addProduct('cache-dingo', 'Dingo Decaf', 6_500);
    expect((await listTwice({ keyword: 'dingo' })).products[0].variants[0].inventory).toBe(4);
    const version = await readCatalogVersion(t.db);
    await t.db
      .update(variants)
      .set({ inventory: 1 })
      .where(inArray(variants.productId, [id]));
    expect(await readCatalogVersion(t.db)).toBe(version);
    expect((await list({ keyword: 'dingo' })).products[0].variants[0].inventory).toBe(1);
  });

  it('follows stock down to sold out and back in a listing asked for again and again', async () => {
    const id = await addProduct('cache-kowari', 'Kowari Bourbon', 6_500);
    const setStock = (inventory: number) =>
      t.db.update(variants).set({ inventory }).where(eq(variants.productId, id));
    const shown = async () => (await listTwice({ keyword: 'kowari' })).products[0].variants[0].inventory;
    expect(await shown()).toBe(4);
    await setStock(0);
    expect(await shown()).toBe(0);
    await setStock(4);
    expect(await shown()).toBe(4);
  });

  it('sends a cached listing as the same JSON, with the same headers, as the first answer', async () => {
    await addProduct('cache-potoroo', 'Potoroo Pacamara', 6_500);
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/product_get.php',
        payload: { client_id: CLIENT_ID, keyword: 'potoroo', limit: 20, offset: 0 },
      });
    const first = await ask();
    const again = await ask();
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(again.json()).toEqual(first.json());
    expect(again.json()).toMatchObject({ status: 1, total_rows: 1 });
  });

  it('bumps the version for a price change', async () => {
    const id = await addProduct('cache-quoll', 'Quoll Geisha', 6_500);
    const version = await readCatalogVersion(t.db);
    await t.db
      .update(variants)
      .set({ discountPercent: 10, salePriceCents: 5_850 })
      .where(eq(variants.productId, id));
    expect(await readCatalogVersion(t.db)).toBeGreaterThan(version);
  });
});
