import type { AdminProduct, ProductInput, VariantInput } from '@shop/contract/admin/catalog-admin-fields';
import { fromWire } from '@shop/contract/money';
import { and, eq, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../lib/sql-state.ts';
import { categories, productCategories, products, type VariantOption, variants } from './catalog.tables.ts';
import { loadAdminProduct } from './product-edit.repo.ts';
import { checkVariants, slugFrom } from './product-rules.ts';
import { simplifiedFallback } from './simplified-chinese.ts';

function refuse(en: string, zh: string): never {
  throw new ApiError('VALIDATION_FAILED', { en, zh });
}

function productColumns(input: ProductInput, slug: string) {
  const c = input.coffee;
  return {
    slug,
    nameEn: input.product_name_en,
    nameZh: input.product_name_zh,
    nameCn: simplifiedFallback(input.product_name_cn, input.product_name_zh),
    descriptionEn: input.product_description_en,
    descriptionZh: input.product_description_zh,
    descriptionCn: simplifiedFallback(input.product_description_cn, input.product_description_zh),
    tags: [...new Set(input.tags)],
    isSuggested: input.is_suggested,
    active: input.active,
    originEn: c?.origin_en ?? null,
    originZh: c?.origin_zh ?? null,
    processEn: c?.process_en ?? null,
    processZh: c?.process_zh ?? null,
    roastLevel: c?.roast_level ?? null,
    tastingNotesEn: c?.tasting_notes_en ?? null,
    tastingNotesZh: c?.tasting_notes_zh ?? null,
    roastDate: c?.roast_date ?? null,
  };
}

function variantColumns(v: VariantInput, sortOrder: number) {
  const options: VariantOption[] = v.options.map((o) => ({
    key: o.key,
    name: { en: o.name_en, zh: o.name_zh, cn: simplifiedFallback(o.name_cn, o.name_zh) },
    value: { en: o.value_en, zh: o.value_zh, cn: simplifiedFallback(o.value_cn, o.value_zh) },
  }));
  return {
    sku: v.sku,
    retailPriceCents: fromWire(v.retail_price),
    salePriceCents: fromWire(v.sale_price),
    discountPercent: v.discount,
    isNew: v.new,
    weightGrams: v.weight_grams,
    options,
    images: v.images,
    sortOrder,
  };
}

/** Refusals that need the database: unknown categories, a slug or SKU another product uses, foreign variants. */
async function checkAgainstCatalog(
  tx: Db,
  input: ProductInput,
  slug: string,
  before: AdminProduct | undefined,
  refuseKept: KeptElsewhere | undefined,
) {
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(inArray(categories.id, input.category_ids));
  if (found.length !== new Set(input.category_ids).size)
    refuse('A chosen category does not exist.', '所選的分類不存在。');
  const others = input.product_id === undefined ? sql`true` : ne(products.id, input.product_id);
  const [slugTaken] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.slug, slug), others));
  if (slugTaken)
    refuse(
      `Another product already uses the address name "${slug}".`,
      `另一件產品已使用網址名稱「${slug}」。`,
    );
  const skus = input.variants.map((v) => v.sku);
  const taken = await tx
    .select({ sku: variants.sku })
    .from(variants)
    .where(
      and(
        inArray(variants.sku, skus),
        input.product_id === undefined ? sql`true` : ne(variants.productId, input.product_id),
      ),
    );
  if (taken[0])
    refuse(`SKU ${taken[0].sku} belongs to another product.`, `SKU ${taken[0].sku} 已屬於另一件產品。`);
  if (before) await refuseKept?.(tx, before.product_id);
  const current = new Map(before?.variants.map((v) => [v.variant_id, v]));
  for (const v of input.variants) {
    if (v.variant_id === undefined) continue;
    const was = current.get(v.variant_id);
    if (!was)
      refuse(`Variant ${v.variant_id} is not part of this product.`, `款式 ${v.variant_id} 不屬於這件產品。`);
    if (v.stock !== undefined && v.stock !== was.stock) {
      refuse(
        `Change the stock of ${v.sku} with a stock adjustment, which records a reason.`,
        `請以庫存調整更改 ${v.sku} 的庫存，並寫明原因。`,
      );
    }
  }
}

async function writeVariants(tx: Db, productId: number, list: VariantInput[]) {
  const kept = list.flatMap((v) => (v.variant_id === undefined ? [] : [v.variant_id]));
  await tx
    .delete(variants)
    .where(and(eq(variants.productId, productId), kept.length ? notInArray(variants.id, kept) : sql`true`))
    .catch((error: unknown) => {
      // Order lines and carts let a variant go; a subscription renews it, so it must stay.
      if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
      throw new ApiError('CONFLICT', {
        en: 'Members subscribe to a variant you removed, so it must stay. Keep it in the list; to stop selling it, adjust its stock to 0.',
        zh: '有會員訂閱了你移除的款式，所以不能刪除。請保留這個款式；如不想再出售，可用庫存調整把庫存調至 0。',
      });
    });
  for (const [i, v] of list.entries()) {
    if (v.variant_id === undefined) {
      await tx.insert(variants).values({ ...variantColumns(v, i), productId, inventory: v.stock ?? 0 });
    } else {
      await tx.update(variants).set(variantColumns(v, i)).where(eq(variants.id, v.variant_id));
    }
  }
}

/**
 * Refuses to edit a product another domain keeps in step with its own records (a cash credit pack's
 * hidden product); runs after the product is found and the catalog's own checks pass.
 */
export type KeptElsewhere = (tx: Db, productId: number) => Promise<void>;

/** Creates or replaces a product, its categories and variants, and logs the change, in one transaction. */
export async function saveProduct(
  db: Db,
  input: ProductInput,
  log: ChangeLog,
  refuseKept?: KeptElsewhere,
): Promise<AdminProduct> {
  checkVariants(input.variants);
  return db.transaction(async (tx) => {
    let before: AdminProduct | undefined;
    if (input.product_id !== undefined) {
      const [locked] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.id, input.product_id))
        .for('update');
      if (!locked)
        throw new ApiError('NOT_FOUND', { en: 'This product was not found.', zh: '找不到這件產品。' });
      before = await loadAdminProduct(tx, input.product_id);
    }
    const slug =
      input.slug || before?.slug || slugFrom(input.product_name_en) || `product-${Date.now().toString(36)}`;
    await checkAgainstCatalog(tx, input, slug, before, refuseKept);
    const columns = productColumns(input, slug);
    const id =
      input.product_id ?? (await tx.insert(products).values(columns).returning({ id: products.id }))[0]!.id;
    if (before) await tx.update(products).set(columns).where(eq(products.id, id));
    await tx.delete(productCategories).where(eq(productCategories.productId, id));
    const categoryRows = [...new Set(input.category_ids)].map((categoryId) => ({
      productId: id,
      categoryId,
    }));
    if (categoryRows.length > 0) await tx.insert(productCategories).values(categoryRows);
    await writeVariants(tx, id, input.variants);
    const after = (await loadAdminProduct(tx, id))!;
    await log(tx, {
      action: before ? 'product.update' : 'product.create',
      entity: 'product',
      entityId: id,
      before: before ?? null,
      after,
    });
    return after;
  });
}

/** What a hidden product sells as: another domain's record (a cash credit pack) it stands for in the cart. */
export interface HiddenProductFace {
  nameEn: string;
  nameZh: string;
  priceCents: number;
  image: string | null;
}

/**
 * Keeps a hidden product and its one variant at the names, price and picture of the record it
 * stands for; the Chinese name serves Simplified and the descriptions too.
 */
export async function matchHiddenProduct(tx: Db, variantId: number, face: HiddenProductFace): Promise<void> {
  const [variant] = await tx
    .update(variants)
    .set({
      retailPriceCents: face.priceCents,
      salePriceCents: face.priceCents,
      discountPercent: 0,
      images: face.image ? [face.image] : [],
    })
    .where(eq(variants.id, variantId))
    .returning({ productId: variants.productId });
  await tx
    .update(products)
    .set({
      nameEn: face.nameEn,
      nameZh: face.nameZh,
      nameCn: face.nameZh,
      descriptionEn: face.nameEn,
      descriptionZh: face.nameZh,
      descriptionCn: face.nameZh,
    })
    .where(eq(products.id, variant!.productId));
}
