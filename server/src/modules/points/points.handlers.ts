import { cashCreditProductGet, creditProductGet } from '@shop/contract/points/credit-shop.calls';
import {
  pointBalanceGet,
  pointConfigGet,
  pointTransactionHistoryGet,
  pointTransfer,
} from '@shop/contract/points/points.calls';
import { handle } from '../../http/call-handler.ts';
import { signedInMember } from '../members/index.ts';
import { listCashCreditProducts, listCreditProducts } from './credit-shop.repo.ts';
import { memberLedger } from './ledger-history.repo.ts';
import { transferPoints } from './point-transfer.service.ts';
import { readBalances, readCashRates } from './points.repo.ts';

export const pointsHandlers = [
  handle(pointBalanceGet, async (_input, ctx) => ({
    point_balances: await readBalances(ctx.db, signedInMember(ctx).id),
  })),

  handle(pointConfigGet, async (_input, ctx) => ({ point_to_cash_rates: await readCashRates(ctx.db) })),

  handle(pointTransactionHistoryGet, async (page, ctx) => {
    const { transactions, total } = await memberLedger(ctx.db, signedInMember(ctx).id, undefined, page);
    return { point_transactions: transactions, total_rows: total };
  }),

  handle(pointTransfer, (input, ctx) => transferPoints(ctx.db, signedInMember(ctx).id, input)),

  handle(creditProductGet, async (query, ctx) => {
    const { products, total } = await listCreditProducts(ctx.db, query);
    return { credit_products: products, total_rows: total };
  }),

  handle(cashCreditProductGet, async (query, ctx) => {
    const { products, total } = await listCashCreditProducts(ctx.db, query);
    return { cash_credit_products: products, total_rows: total };
  }),
];
