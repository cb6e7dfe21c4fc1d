import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { blankAsMissing, paging } from '../envelope.ts';
import { isoDay, PAYMENT_METHODS } from '../orders/checkout-fields.ts';
import { ORDER_STATUSES } from './admin-orders.calls.ts';

/**
 * Bank reconciliation in the staff console (docs/reconciliation.md): staff map a bank's CSV columns
 * once, upload its statements, and confirm the credits the shop matched to unpaid orders.
 */

/** How a bank writes its dates; the statement's day is the Hong Kong calendar day as written. */
export const BANK_DATE_FORMATS = [
  'YYYY-MM-DD',
  'YYYY/MM/DD',
  'DD/MM/YYYY',
  'MM/DD/YYYY',
  'DD-MM-YYYY',
] as const;

/** One signed amount column (credits above 0), or a credit column and a debit column. */
export const BANK_AMOUNT_STYLES = ['signed', 'split'] as const;

export const BANK_DELIMITERS = [',', ';', '\t'] as const;

/** What the shop made of a statement line: `matched` and `near` carry the order it proposes. */
export const BANK_LINE_MATCHES = ['matched', 'near', 'unmatched', 'confirmed'] as const;
export type BankLineMatch = (typeof BANK_LINE_MATCHES)[number];

const id = z.coerce.number().int().positive().max(2_147_483_647);
/** A column as the statement's header row names it; '' where the mapping does not use one. */
const column = z.string().trim().max(80);

export const bankMappingFields = z.object({
  /** The bank as staff call it; saving the same name again replaces its mapping. */
  bank_name: z.string().trim().min(1).max(60),
  delimiter: z.enum(BANK_DELIMITERS).default(','),
  date_column: column.min(1),
  date_format: z.enum(BANK_DATE_FORMATS),
  amount_style: z.enum(BANK_AMOUNT_STYLES),
  amount_column: column.default(''),
  credit_column: column.default(''),
  debit_column: column.default(''),
  description_column: column.min(1),
  /** A second text column some banks keep the payer's reference in; searched with the description. */
  reference_column: column.default(''),
});
export type BankMappingFields = z.infer<typeof bankMappingFields>;

export const bankMapping = bankMappingFields.extend({
  bank_id: z.number().int(),
  updated_at: z.string(),
});
export type BankMapping = z.infer<typeof bankMapping>;

export const adminBankMappingList = defineCall({
  name: 'admin_bank_mapping_list',
  auth: 'staff',
  input: z.object({}),
  output: z.object({ banks: z.array(bankMapping) }),
});

export const adminBankMappingSave = defineCall({
  name: 'admin_bank_mapping_save',
  auth: 'staff',
  input: bankMappingFields,
  output: z.object({ bank: bankMapping }),
});

/** The largest statement the shop reads, in characters of CSV text (about 5,000 lines). */
export const BANK_STATEMENT_MAX_CHARS = 512 * 1024;

export const adminBankStatementUpload = defineCall({
  name: 'admin_bank_statement_upload',
  auth: 'staff',
  input: z.object({ bank_id: id, csv: z.string() }),
  output: z.object({
    bank_id: z.number().int(),
    /** The first and last day of the statement's lines, for the results to show. */
    date_from: z.string(),
    date_to: z.string(),
    credit_lines: z.number().int(),
    /** Credits this upload added; the rest were already known from an earlier upload. */
    new_lines: z.number().int(),
    known_lines: z.number().int(),
    debit_lines_ignored: z.number().int(),
  }),
});

export const bankLineOrder = z.object({
  order_id: z.number().int(),
  order_number: z.string(),
  created_at: z.string(),
  cash_amount: z.number(),
  status: z.enum(ORDER_STATUSES),
  payment_method: z.enum(PAYMENT_METHODS),
  customer_name: z.string(),
});

export const bankLine = z.object({
  line_id: z.number().int(),
  booked_on: z.string(),
  amount: z.number(),
  description: z.string(),
  match: z.enum(BANK_LINE_MATCHES),
  /** The order proposed (matched, near) or confirmed; null for an unmatched line. */
  order: bankLineOrder.nullable(),
  /** How many unpaid orders fit a near line (the one proposed is the earliest placed). */
  candidates: z.number().int(),
  /** The line names an order already cancelled with the same amount: pay it back by hand. */
  refund_by_hand: bankLineOrder.nullable(),
  confirmed_at: z.string().nullable(),
});
export type BankLine = z.infer<typeof bankLine>;

/** The longest span the results read at once, in days. */
export const BANK_LINE_MAX_DAYS = 92;

export const adminBankLineList = defineCall({
  name: 'admin_bank_line_list',
  auth: 'staff',
  input: z.object({
    bank_id: id,
    date_from: isoDay,
    date_to: isoDay,
    match: blankAsMissing(z.enum(BANK_LINE_MATCHES)),
    ...paging,
    limit: z.coerce.number().int().min(1).max(500).default(100),
  }),
  output: z.object({
    lines: z.array(bankLine),
    total_rows: z.number().int(),
    counts: z.object({
      matched: z.number().int(),
      near: z.number().int(),
      unmatched: z.number().int(),
      confirmed: z.number().int(),
    }),
  }),
});

export const BANK_CONFIRM_OUTCOMES = ['confirmed', 'already_confirmed', 'refused'] as const;

export const adminBankLineConfirm = defineCall({
  name: 'admin_bank_line_confirm',
  auth: 'staff',
  input: z.object({
    confirmations: z
      .array(z.object({ line_id: id, order_id: id }))
      .min(1)
      .max(200),
  }),
  output: z.object({
    confirmed: z.number().int(),
    results: z.array(
      z.object({
        line_id: z.number().int(),
        order_id: z.number().int(),
        order_number: z.string(),
        outcome: z.enum(BANK_CONFIRM_OUTCOMES),
        /** Why a confirmation was refused, in both languages; '' otherwise. */
        message: z.string(),
        message_zh: z.string(),
      }),
    ),
  }),
});
