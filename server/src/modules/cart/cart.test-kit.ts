import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { CallResult, TestApp } from '../../../test/test-app.ts';
import { categories, productCategories, products, variants } from '../../db/schema.ts';
import { bearer, registeredMember, unique } from '../members/testing.ts';
import { POINT_TYPE, pointLedger } from '../points/testing.ts';

/** Helpers for the cart and order API tests: each test makes its own products, so seeded stock never matters. */

export async function newAccessToken(t: TestApp): Promise<string> {
  const res = await t.call('access_token_get', { access_token: '' });
  expect(res.statusCode).toBe(200);
  return res.body.access_token;
}

export type CartCall = (name: string, body?: Record<string, unknown>) => Promise<CallResult>;

/** Cart calls as the storefront makes them: access token and delivery country always sent. */
export function shopper(t: TestApp, accessToken: string, memberToken?: string): CartCall {
  const headers = memberToken ? bearer(memberToken) : {};
  return (name, body = {}) =>
    t.call(name, { access_token: accessToken, delivery_country_id: '', ...body }, headers);
}

export interface TestVariantOptions {
  inventory?: number;
  retailCents?: number;
  saleCents?: number;
  discount?: number;
  categorySlug?: string;
  variantCount?: number;
  active?: boolean;
  /** An explicit product id, e.g. one that no variant id shares. */
  productId?: number;
}

/** A fresh product with its variants; answers the variant ids and the product id. */
export async function makeProduct(t: TestApp, options: TestVariantOptions = {}) {
  const id = unique();
  const [product] = await t.db
    .insert(products)
    .values({
      ...(options.productId === undefined ? {} : { id: options.productId }),
      slug: `test-${id}`,
      nameEn: `Test Beans ${id}`,
      nameZh: `測試咖啡豆${id}`,
      nameCn: `测试咖啡豆${id}`,
      descriptionEn: '',
      descriptionZh: '',
      descriptionCn: '',
      active: options.active ?? true,
    })
    .returning({ id: products.id });
  const productId = product!.id;
  if (options.categorySlug) {
    const [category] = await t.db.select().from(categories).where(eq(categories.slug, options.categorySlug));
    await t.db.insert(productCategories).values({ productId, categoryId: category!.id });
  }
  const retail = options.retailCents ?? 10_000;
  const rows = await t.db
    .insert(variants)
    .values(
      Array.from({ length: options.variantCount ?? 1 }, (_, i) => ({
        productId,
        sku: `TEST-${id}-${i}`,
        retailPriceCents: retail,
        salePriceCents: options.saleCents ?? retail,
        discountPercent: options.discount ?? 0,
        inventory: options.inventory ?? 20,
      })),
    )
    .returning({ id: variants.id });
  return { productId, variantIds: rows.map((r) => r.id), variantId: rows[0]!.id };
}

export async function setInventory(t: TestApp, variantId: number, inventory: number): Promise<void> {
  await t.db.update(variants).set({ inventory }).where(eq(variants.id, variantId));
}

export async function inventoryOf(t: TestApp, variantId: number): Promise<number> {
  const [row] = await t.db
    .select({ inventory: variants.inventory })
    .from(variants)
    .where(eq(variants.id, variantId));
  return row!.inventory;
}

/** A newly registered member: their Bearer token and id. */
export function newMember(t: TestApp): Promise<{ token: string; id: number; email: string }> {
  return registeredMember(t);
}

export async function grantCredit(t: TestApp, memberId: number, amount: number): Promise<void> {
  await t.db.insert(pointLedger).values({
    memberId,
    pointTypeId: POINT_TYPE.credit,
    amount,
    balanceAfter: 0,
    reason: 'adjustment',
    descriptionEn: 'Test credit',
    descriptionZh: '測試購物額',
  });
}
