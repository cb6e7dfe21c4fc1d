import {
  BANK_AMOUNT_STYLES,
  BANK_DATE_FORMATS,
  BANK_DELIMITERS,
} from '@shop/contract/admin/bank-reconciliation.calls';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { integerReference, timestamptz, updatedAt } from '../../db/columns.ts';
import { staffAccounts } from '../admin/staff.tables.ts';
import { orders } from '../orders/orders.tables.ts';

/** How one bank's statement CSV is read: which header names the day, the amount and the text. */
export const bankMappings = pgTable(
  'bank_mappings',
  {
    id: serial('id').primaryKey(),
    /** As staff typed it; `nameKey`, its lower case, is unique, so "HSBC" and "hsbc" are one bank. */
    bankName: text('bank_name').notNull(),
    nameKey: text('name_key').notNull(),
    delimiter: text('delimiter', { enum: BANK_DELIMITERS }).notNull(),
    dateColumn: text('date_column').notNull(),
    dateFormat: text('date_format', { enum: BANK_DATE_FORMATS }).notNull(),
    amountStyle: text('amount_style', { enum: BANK_AMOUNT_STYLES }).notNull(),
    amountColumn: text('amount_column').notNull().default(''),
    creditColumn: text('credit_column').notNull().default(''),
    debitColumn: text('debit_column').notNull().default(''),
    descriptionColumn: text('description_column').notNull(),
    referenceColumn: text('reference_column').notNull().default(''),
    updatedBy: integerReference('updated_by', () => staffAccounts.id),
    ...updatedAt(),
  },
  (t) => [
    unique('bank_mappings_name_key').on(t.nameKey),
    check('bank_mappings_name_key_folded', sql`${t.nameKey} = lower(${t.bankName})`),
    check(
      'bank_mappings_amount_columns',
      sql`(${t.amountStyle} = 'signed' AND ${t.amountColumn} <> '')
        OR (${t.amountStyle} = 'split' AND ${t.creditColumn} <> '' AND ${t.debitColumn} <> '')`,
    ),
  ],
);

/**
 * One credit of a bank statement. A line is known by its bank, day, amount, description and its
 * ordinal among lines identical in those four, so uploading a statement again adds nothing. A line
 * confirms at most one order and an order is confirmed by at most one line.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    bankId: integerReference('bank_id', () => bankMappings.id).notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    description: text('description').notNull(),
    ordinal: integer('ordinal').notNull(),
    uploadedBy: integerReference('uploaded_by', () => staffAccounts.id),
    uploadedAt: timestamptz('uploaded_at').notNull().defaultNow(),
    confirmedOrderId: integerReference('confirmed_order_id', () => orders.id).unique(
      'bank_statement_lines_order',
    ),
    confirmedBy: integerReference('confirmed_by', () => staffAccounts.id),
    confirmedAt: timestamptz('confirmed_at'),
  },
  (t) => [
    unique('bank_statement_lines_identity').on(t.bankId, t.bookedOn, t.amountCents, t.description, t.ordinal),
    index('bank_statement_lines_day').on(t.bankId, t.bookedOn),
    check('bank_statement_lines_credit', sql`${t.amountCents} > 0`),
    check('bank_statement_lines_ordinal', sql`${t.ordinal} >= 1`),
    check(
      'bank_statement_lines_confirmed',
      sql`(${t.confirmedOrderId} IS NULL) = (${t.confirmedAt} IS NULL)`,
    ),
  ],
);
