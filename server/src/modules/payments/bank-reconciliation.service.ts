import {
  BANK_STATEMENT_MAX_CHARS,
  type BankMapping,
  type BankMappingFields,
} from '@shop/contract/admin/bank-reconciliation.calls';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { readStatement, StatementProblem } from './bank-csv.ts';
import {
  type BankMappingRow,
  listMappings,
  mappingById,
  mappingWire,
  upsertMapping,
} from './bank-mapping.repo.ts';
import { addCredits } from './bank-statement.repo.ts';

export async function bankMappings(db: Db): Promise<BankMapping[]> {
  return (await listMappings(db)).map(mappingWire);
}

/** A mapping names its amount columns for its style: one signed column, or a credit and a debit column. */
export async function saveBankMapping(
  db: Db,
  staffId: number,
  fields: BankMappingFields,
): Promise<BankMapping> {
  const missing =
    fields.amount_style === 'signed'
      ? fields.amount_column === ''
      : fields.credit_column === '' || fields.debit_column === '';
  if (missing) {
    throw new ApiError(
      'BANK_MAPPING_INVALID',
      fields.amount_style === 'signed'
        ? { en: 'Name the amount column.', zh: '請填寫金額欄。' }
        : { en: 'Name both the credit and the debit column.', zh: '請填寫存入欄及支出欄。' },
    );
  }
  return mappingWire(await upsertMapping(db, staffId, fields));
}

export async function bankOf(db: Db, bankId: number): Promise<BankMappingRow> {
  const mapping = await mappingById(db, bankId);
  if (!mapping) throw new ApiError('BANK_NOT_FOUND');
  return mapping;
}

/**
 * Reads a statement with its bank's mapping and keeps its credits; lines uploaded before are
 * recognised and not added again. Nothing is kept from a file with any line it cannot read.
 */
export async function uploadStatement(db: Db, staffId: number, bankId: number, csv: string) {
  if (csv.length > BANK_STATEMENT_MAX_CHARS) throw new ApiError('BANK_STATEMENT_TOO_LARGE');
  const mapping = mappingWire(await bankOf(db, bankId));
  let statement: ReturnType<typeof readStatement>;
  try {
    statement = readStatement(csv, mapping);
  } catch (error) {
    if (error instanceof StatementProblem) throw new ApiError('BANK_STATEMENT_INVALID', error.why);
    throw error;
  }
  const added = await db.transaction((tx) => addCredits(tx, bankId, staffId, statement.credits));
  return {
    bank_id: bankId,
    date_from: statement.firstDay,
    date_to: statement.lastDay,
    credit_lines: statement.credits.length,
    new_lines: added,
    known_lines: statement.credits.length - added,
    debit_lines_ignored: statement.debitsIgnored,
  };
}
