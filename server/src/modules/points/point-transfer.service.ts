import type { CallParsedInput } from '@shop/contract/calls';
import { type Exchange, exchangeFor } from '@shop/contract/points/exchange';
import type { pointTransfer, TransferResult } from '@shop/contract/points/points.calls';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { lockMember } from '../members/index.ts';
import { expireBeansLocked, readBeansExpiryMonths } from './beans-expiry.service.ts';
import { amountOf, appendLedger, formatPoints, isOverdraft, type PointTypeName } from './ledger.ts';
import { creditExchangeOptions, pointTypes } from './points.tables.ts';

type TransferInput = CallParsedInput<typeof pointTransfer>;

async function findOption(db: Db, id: number) {
  const from = alias(pointTypes, 'from_type');
  const to = alias(pointTypes, 'to_type');
  const [row] = await db
    .select({
      option: creditExchangeOptions,
      from: { nameEn: from.nameEn, nameZh: from.nameZh, cashValueCents: from.cashValueCents },
      to: { nameEn: to.nameEn, nameZh: to.nameZh, cashValueCents: to.cashValueCents },
    })
    .from(creditExchangeOptions)
    .innerJoin(from, eq(from.id, creditExchangeOptions.pointTypeFrom))
    .innerJoin(to, eq(to.id, creditExchangeOptions.pointTypeTo))
    .where(eq(creditExchangeOptions.id, id));
  return row?.option.active ? row : undefined;
}

function invalidField(field: string, en: string, zh: string): ApiError {
  return new ApiError('VALIDATION_FAILED', { en: `${field}: ${en}`, zh: `${field}：${zh}` });
}

async function checkedExchange(db: Db, input: TransferInput) {
  const found = await findOption(db, input.credit_product_id);
  if (!found) {
    throw new ApiError('NOT_FOUND', {
      en: 'This exchange option is no longer offered.',
      zh: '此兌換選項已不再提供。',
    });
  }
  const { option } = found;
  if (option.pointTypeFrom !== input.point_type_from)
    throw invalidField('point_type_from', 'does not match this exchange option.', '與此兌換選項不符。');
  if (option.pointTypeTo !== input.point_type_to)
    throw invalidField('point_type_to', 'does not match this exchange option.', '與此兌換選項不符。');
  const exchange = exchangeFor(input.from_amount, option);
  if (!exchange) {
    const unit = formatPoints(option.fromAmount);
    throw invalidField('from_amount', `must be a whole multiple of ${unit}.`, `必須是 ${unit} 的整倍數。`);
  }
  return { ...found, exchange };
}

function shortOf(type: PointTypeName, given: number): ApiError {
  const needed = amountOf(type, given);
  return new ApiError('INSUFFICIENT_POINTS', {
    en: `This exchange needs ${needed.en}, more than your balance.`,
    zh: `此兌換需要 ${needed.zh}，超過你的餘額。`,
  });
}

/**
 * point_transfer: the debit and the credit are two ledger rows in one transaction, under the member's
 * lock (members' member-reads.ts). Beans whose date has passed expire first, so a transfer never spends them.
 * An overdraft fails in the database and nothing is written.
 */
export async function transferPoints(
  db: Db,
  memberId: number,
  input: TransferInput,
): Promise<TransferResult> {
  const { option, from, to, exchange } = await checkedExchange(db, input);
  const given = amountOf(from, input.from_amount);
  const got = amountOf(to, exchange.received);
  const entry = (pointTypeId: number, amount: number) => ({
    memberId,
    pointTypeId,
    amount,
    reason: 'credit_exchange',
    reference: `credit_product:${option.id}`,
    descriptionEn: `Exchanged ${given.en} for ${got.en}`,
    descriptionZh: `以 ${given.zh}兌換 ${got.zh}`,
  });
  try {
    const expiryMonths = await readBeansExpiryMonths(db);
    return await db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      await expireBeansLocked(tx, memberId, new Date(), expiryMonths);
      const fromAfter = await appendLedger(tx, entry(option.pointTypeFrom, -input.from_amount));
      const toAfter = await appendLedger(tx, entry(option.pointTypeTo, exchange.received));
      return balancesAround(input.from_amount, exchange, fromAfter, toAfter);
    });
  } catch (error) {
    if (isOverdraft(error)) throw shortOf(from, input.from_amount);
    throw error;
  }
}

function balancesAround(
  given: number,
  exchange: Exchange,
  fromAfter: number,
  toAfter: number,
): TransferResult {
  return {
    prev_from_balance: fromAfter + given,
    prev_to_balance: toAfter - exchange.received,
    current_from_balance: fromAfter,
    current_to_balance: toAfter,
  };
}
