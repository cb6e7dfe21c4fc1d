import {
  adminBankLineConfirm,
  adminBankLineList,
  adminBankMappingList,
  adminBankMappingSave,
  adminBankStatementUpload,
  BANK_LINE_MAX_DAYS,
} from '@shop/contract/admin/bank-reconciliation.calls';
import { addDays } from '@shop/contract/shop-calendar';
import { ApiError } from '../http/api-error.ts';
import { handle } from '../http/call-handler.ts';
import { signedInStaff } from '../modules/admin/index.ts';
import { bankMappings, saveBankMapping, uploadStatement } from '../modules/payments/index.ts';
import { confirmBankLines, listBankLines } from './bank-reconciliation.flow.ts';

/** The console's bank reconciliation (docs/reconciliation.md). */
export const bankReconciliationHandlers = [
  handle(adminBankMappingList, async (_input, { db }) => ({ banks: await bankMappings(db) })),

  handle(adminBankMappingSave, async (input, ctx) => ({
    bank: await saveBankMapping(ctx.db, signedInStaff(ctx).id, input),
  })),

  handle(adminBankStatementUpload, async (input, ctx) =>
    uploadStatement(ctx.db, signedInStaff(ctx).id, input.bank_id, input.csv),
  ),

  handle(adminBankLineList, async (input, { db }) => {
    if (input.date_to < input.date_from || input.date_to > addDays(input.date_from, BANK_LINE_MAX_DAYS)) {
      throw new ApiError('VALIDATION_FAILED', {
        en: `Some fields are not valid: date_to (from date_from up to ${BANK_LINE_MAX_DAYS} days after it).`,
        zh: `以下欄位無效：date_to（須在 date_from 當日至其後 ${BANK_LINE_MAX_DAYS} 日之內）。`,
      });
    }
    return listBankLines(db, {
      bankId: input.bank_id,
      from: input.date_from,
      to: input.date_to,
      match: input.match,
      limit: input.limit,
      offset: input.offset,
    });
  }),

  handle(adminBankLineConfirm, async (input, ctx) => {
    const answer = await confirmBankLines(ctx.db, signedInStaff(ctx).id, input.confirmations, ctx.config);
    ctx.outbox.wake();
    return answer;
  }),
];
