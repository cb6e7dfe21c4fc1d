import type { CashCreditInput, ExchangeOptionInput } from '@shop/contract/admin/promotions-admin.calls';
import { cents, fromWire, toWire } from '@shop/contract/money';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { saveRecord } from '../../lib/save-record.ts';
import { matchHiddenProduct, variantIdsOf } from '../catalog/index.ts';
import { backCashCreditPacks } from './cash-credit-catalog.ts';
import { cashCreditProducts, creditExchangeOptions, POINT_TYPE } from './points.tables.ts';

const hkd = (value: number) => toWire(cents(value));

function exchangeOptionToWire(o: typeof creditExchangeOptions.$inferSelect) {
  return {
    id: o.id,
    name_en: o.nameEn,
    name_zh: o.nameZh,
    from_amount: o.fromAmount,
    to_amount: o.toAmount,
    thumbnail: o.thumbnail,
    sort_order: o.sortOrder,
    active: o.active,
  };
}

function cashCreditToWire(p: typeof cashCreditProducts.$inferSelect) {
  return {
    id: p.id,
    name_en: p.nameEn,
    name_zh: p.nameZh,
    price: hkd(p.priceCents),
    credit_amount: p.creditAmount,
    thumbnail: p.thumbnail,
    sort_order: p.sortOrder,
    active: p.active,
  };
}

const exchangeOption = {
  table: creditExchangeOptions,
  entity: 'exchange_option',
  toWire: exchangeOptionToWire,
};
const cashCredit = { table: cashCreditProducts, entity: 'cash_credit', toWire: cashCreditToWire };

/** The Beans-to-credit exchange options and the cash credit packs, in the shop's order, hidden ones too. */
export async function listCreditOffers(db: Db) {
  const [options, packs] = await Promise.all([
    db
      .select()
      .from(creditExchangeOptions)
      .orderBy(asc(creditExchangeOptions.sortOrder), asc(creditExchangeOptions.id)),
    db
      .select()
      .from(cashCreditProducts)
      .orderBy(asc(cashCreditProducts.sortOrder), asc(cashCreditProducts.id)),
  ]);
  return {
    exchange_options: options.map(exchangeOptionToWire),
    cash_credit_products: packs.map(cashCreditToWire),
  };
}

export async function saveExchangeOption(db: Db, input: ExchangeOptionInput, log: ChangeLog) {
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
  return db.transaction((tx) => saveRecord(tx, exchangeOption, { id: input.id, values }, log));
}

/** Saves a pack and keeps its hidden catalog variant (what the cart sells) at the same names and price. */
export async function saveCashCredit(db: Db, input: CashCreditInput, log: ChangeLog) {
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
    const after = await saveRecord(tx, cashCredit, { id: input.id, values }, log);
    // A new pack gets its hidden catalog variant here; packs that have one are left as they are.
    await backCashCreditPacks(tx);
    const [pack] = await tx.select().from(cashCreditProducts).where(eq(cashCreditProducts.id, after.id));
    await matchHiddenProduct(tx, pack!.variantId!, {
      nameEn: input.name_en,
      nameZh: input.name_zh,
      priceCents,
      image: input.thumbnail || null,
    });
    return after;
  });
}

/** A cash credit pack's hidden product follows the pack: the console changes it with the promotions. */
export async function refuseCashCreditPack(tx: Db, productId: number): Promise<void> {
  const variantIds = await variantIdsOf(tx, productId);
  if (variantIds.length === 0) return;
  const [pack] = await tx
    .select({ id: cashCreditProducts.id })
    .from(cashCreditProducts)
    .where(inArray(cashCreditProducts.variantId, variantIds));
  if (pack)
    throw new ApiError('VALIDATION_FAILED', {
      en: 'This is a cash credit pack: change it with the promotions.',
      zh: '這是現金積分套裝，請在推廣設定中修改。',
    });
}
