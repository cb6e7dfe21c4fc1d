import type {
  CashCreditInput,
  ExchangeOptionInput,
  GiftRuleInput,
} from '@shop/contract/admin/promotions-admin.calls';
import { fromWire } from '@shop/contract/money';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { freeGiftRules } from '../../cart/cart.tables.ts';
import { products, variants } from '../../catalog/catalog.tables.ts';
import { backCashCreditPacks } from '../../points/cash-credit-catalog.ts';
import { cashCreditProducts, creditExchangeOptions, POINT_TYPE } from '../../points/points.tables.ts';
import { readBack, saveWithAudit } from '../save-with-audit.ts';
import { checkCouponDates } from './coupon-admin.service.ts';
import { giftRuleRows } from './promotions-admin.repo.ts';
import { cashCreditToWire, exchangeOptionToWire } from './promotions-wire.ts';

const giftRule = { table: freeGiftRules, entity: 'gift_rule', toWire: readBack(giftRuleRows) };
const exchangeOption = {
  table: creditExchangeOptions,
  entity: 'exchange_option',
  toWire: exchangeOptionToWire,
};
const cashCredit = { table: cashCreditProducts, entity: 'cash_credit', toWire: cashCreditToWire };

export async function saveGiftRule(db: Db, staffId: number, input: GiftRuleInput) {
  checkCouponDates(input.starts_at, input.ends_at);
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    minSubtotalCents: fromWire(input.min_subtotal),
    giftVariantId: input.gift_variant_id,
    giftQuantity: input.gift_quantity,
    startsAt: input.starts_at ? new Date(input.starts_at) : null,
    endsAt: input.ends_at ? new Date(input.ends_at) : null,
    active: input.active,
  };
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .select({ id: variants.id })
      .from(variants)
      .where(eq(variants.id, input.gift_variant_id));
    if (!gift)
      throw new ApiError('VALIDATION_FAILED', {
        en: 'The gift variant does not exist.',
        zh: '贈品款式不存在。',
      });
    return saveWithAudit(tx, giftRule, { staffId, id: input.id, values });
  });
}

export async function saveExchangeOption(db: Db, staffId: number, input: ExchangeOptionInput) {
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    pointTypeFrom: POINT_TYPE.beans,
    pointTypeTo: POINT_TYPE.credit,
    fromAmount: input.from_amount,
    toAmount: input.to_amount,
    thumbnail: input.thumbnail,
    sortOrder: input.sort_order,
    active: input.active,
  };
  return db.transaction((tx) => saveWithAudit(tx, exchangeOption, { staffId, id: input.id, values }));
}

/** Saves a pack and keeps its hidden catalog variant (what the cart sells) at the same names and price. */
export async function saveCashCredit(db: Db, staffId: number, input: CashCreditInput) {
  const priceCents = fromWire(input.price);
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    pointTypeId: POINT_TYPE.credit,
    priceCents,
    creditAmount: input.credit_amount,
    thumbnail: input.thumbnail,
    sortOrder: input.sort_order,
    active: input.active,
  };
  return db.transaction(async (tx) => {
    const after = await saveWithAudit(tx, cashCredit, { staffId, id: input.id, values });
    // A new pack gets its hidden catalog variant here; packs that have one are left as they are.
    await backCashCreditPacks(tx);
    const [pack] = await tx.select().from(cashCreditProducts).where(eq(cashCreditProducts.id, after.id));
    const [variant] = await tx
      .update(variants)
      .set({
        retailPriceCents: priceCents,
        salePriceCents: priceCents,
        discountPercent: 0,
        images: input.thumbnail ? [input.thumbnail] : [],
      })
      .where(eq(variants.id, pack!.variantId!))
      .returning({ productId: variants.productId });
    await tx
      .update(products)
      .set({
        nameEn: input.name_en,
        nameZh: input.name_zh,
        nameCn: input.name_zh,
        descriptionEn: input.name_en,
        descriptionZh: input.name_zh,
        descriptionCn: input.name_zh,
      })
      .where(eq(products.id, variant!.productId));
    return after;
  });
}
