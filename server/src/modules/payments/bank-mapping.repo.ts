import type { BankMapping, BankMappingFields } from '@shop/contract/admin/bank-reconciliation.calls';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { bankMappings } from './bank-reconciliation.tables.ts';

export type BankMappingRow = typeof bankMappings.$inferSelect;

export const mappingWire = (row: BankMappingRow): BankMapping => ({
  bank_id: row.id,
  bank_name: row.bankName,
  delimiter: row.delimiter,
  date_column: row.dateColumn,
  date_format: row.dateFormat,
  amount_style: row.amountStyle,
  amount_column: row.amountColumn,
  credit_column: row.creditColumn,
  debit_column: row.debitColumn,
  description_column: row.descriptionColumn,
  reference_column: row.referenceColumn,
  updated_at: row.updatedAt.toISOString(),
});

export const listMappings = (db: Db) => db.select().from(bankMappings).orderBy(asc(bankMappings.bankName));

export async function mappingById(db: Db, id: number): Promise<BankMappingRow | undefined> {
  const [row] = await db.select().from(bankMappings).where(eq(bankMappings.id, id));
  return row;
}

/** Saves a bank's mapping under its name, replacing the one saved before under that name in any case. */
export async function upsertMapping(
  db: Db,
  staffId: number,
  fields: BankMappingFields,
): Promise<BankMappingRow> {
  const values = {
    bankName: fields.bank_name,
    nameKey: fields.bank_name.toLowerCase(),
    delimiter: fields.delimiter,
    dateColumn: fields.date_column,
    dateFormat: fields.date_format,
    amountStyle: fields.amount_style,
    amountColumn: fields.amount_style === 'signed' ? fields.amount_column : '',
    creditColumn: fields.amount_style === 'split' ? fields.credit_column : '',
    debitColumn: fields.amount_style === 'split' ? fields.debit_column : '',
    descriptionColumn: fields.description_column,
    referenceColumn: fields.reference_column,
    updatedBy: staffId,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(bankMappings)
    .values(values)
    .onConflictDoUpdate({ target: bankMappings.nameKey, set: values })
    .returning();
  return row!;
}
