import type { BankMappingFields } from '@shop/contract/admin/bank-reconciliation.calls';
import { parse } from 'csv-parse/sync';
import type { Message } from '../../http/api-error.ts';

/** A credit as the statement shows it, with its ordinal among lines identical in day, amount and text. */
export interface StatementCredit {
  bookedOn: string;
  amountCents: number;
  description: string;
  ordinal: number;
}

export interface ReadStatement {
  credits: StatementCredit[];
  debitsIgnored: number;
  /** The first and last day of all its lines, debits included. */
  firstDay: string;
  lastDay: string;
}

/** Why a file cannot be read with a bank's mapping, in both languages, naming the row when there is one. */
export class StatementProblem extends Error {
  constructor(readonly why: Message) {
    super(why.en);
  }
}

type Mapping = Pick<
  BankMappingFields,
  | 'delimiter'
  | 'date_column'
  | 'date_format'
  | 'amount_style'
  | 'amount_column'
  | 'credit_column'
  | 'debit_column'
  | 'description_column'
  | 'reference_column'
>;

const DATE_PARTS: Record<
  BankMappingFields['date_format'],
  { pattern: RegExp; order: [number, number, number] }
> = {
  'YYYY-MM-DD': { pattern: /^(\d{4})-(\d{1,2})-(\d{1,2})$/, order: [1, 2, 3] },
  'YYYY/MM/DD': { pattern: /^(\d{4})\/(\d{1,2})\/(\d{1,2})$/, order: [1, 2, 3] },
  'DD/MM/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 2, 1] },
  'MM/DD/YYYY': { pattern: /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/, order: [3, 1, 2] },
  'DD-MM-YYYY': { pattern: /^(\d{1,2})-(\d{1,2})-(\d{4})$/, order: [3, 2, 1] },
};

/** The calendar day a statement writes, as YYYY-MM-DD; null when it is not a real day in that format. */
export function readDay(text: string, format: BankMappingFields['date_format']): string | null {
  const { pattern, order } = DATE_PARTS[format];
  const found = pattern.exec(text.trim());
  if (!found) return null;
  const [year, month, day] = order.map((i) => Number(found[i]));
  const at = new Date(Date.UTC(year!, month! - 1, day!));
  if (at.getUTCFullYear() !== year || at.getUTCMonth() !== month! - 1 || at.getUTCDate() !== day) return null;
  return at.toISOString().slice(0, 10);
}

/**
 * Cents from an amount as banks write it: thousands commas, a currency word or sign, a minus sign or
 * brackets for money going out. Null when it is not an amount of whole cents.
 */
export function readCents(text: string): number | null {
  let s = text.replace(/HKD|HK\$|\$|,|\s/gi, '');
  let sign = 1;
  if (/^\(.*\)$/.test(s)) {
    sign = -1;
    s = s.slice(1, -1);
  }
  const found = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(s);
  if (!found) return null;
  if (found[1] === '-') sign = -sign;
  const value = Number(found[2]) * 100 + Number((found[3] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(value) ? sign * value : null;
}

const problem = (en: string, zh: string) => new StatementProblem({ en, zh });

function parseRows(csv: string, delimiter: string): Record<string, string>[] {
  try {
    return parse(csv, {
      bom: true,
      columns: (header: string[]) => header.map((h) => h.trim()),
      delimiter,
      skip_empty_lines: true,
      trim: true,
      relax_column_count: true,
    });
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    const where = line ? ` (line ${line})` : '';
    const whereZh = line ? `（第 ${line} 行）` : '';
    throw problem(`The file is not valid CSV${where}.`, `檔案不是有效的 CSV${whereZh}。`);
  }
}

/** The columns a mapping reads, which the header row must name. */
function columnsOf(mapping: Mapping): string[] {
  const amounts =
    mapping.amount_style === 'signed'
      ? [mapping.amount_column]
      : [mapping.credit_column, mapping.debit_column];
  return [mapping.date_column, mapping.description_column, mapping.reference_column, ...amounts].filter(
    Boolean,
  );
}

/** The signed cents of a row: credits above 0, debits below, 0 for a row that moves no money. */
function rowCents(row: Record<string, string>, mapping: Mapping, line: number): number {
  const read = (column: string, optional: boolean) => {
    const text = row[column] ?? '';
    if (optional && text === '') return 0;
    const value = readCents(text);
    if (value === null) {
      throw problem(
        `Line ${line}: "${text}" in ${column} is not an amount.`,
        `第 ${line} 行：${column} 欄的「${text}」不是金額。`,
      );
    }
    return value;
  };
  if (mapping.amount_style === 'signed') return read(mapping.amount_column, false);
  return Math.abs(read(mapping.credit_column, true)) - Math.abs(read(mapping.debit_column, true));
}

/**
 * Reads a statement with a bank's mapping: its credits, each numbered among the lines identical to
 * it, and how many debits it left out. Throws a StatementProblem on the first thing it cannot read.
 */
export function readStatement(csv: string, mapping: Mapping): ReadStatement {
  const rows = parseRows(csv, mapping.delimiter);
  if (rows.length === 0) throw problem('The file has no statement lines.', '檔案沒有任何月結單項目。');
  const header = Object.keys(rows[0]!);
  const missing = columnsOf(mapping).filter((c) => !header.includes(c));
  if (missing.length > 0) {
    throw problem(
      `The header row has no column ${missing.join(', ')}: check the bank's column mapping.`,
      `標題列沒有 ${missing.join('、')} 欄，請檢查這間銀行的欄位設定。`,
    );
  }
  const seen = new Map<string, number>();
  const credits: StatementCredit[] = [];
  let debitsIgnored = 0;
  const days: string[] = [];
  rows.forEach((row, i) => {
    const line = i + 2;
    const dateText = row[mapping.date_column] ?? '';
    const bookedOn = readDay(dateText, mapping.date_format);
    if (!bookedOn) {
      throw problem(
        `Line ${line}: "${dateText}" is not a date written ${mapping.date_format}.`,
        `第 ${line} 行：「${dateText}」不是 ${mapping.date_format} 格式的日期。`,
      );
    }
    days.push(bookedOn);
    const amountCents = rowCents(row, mapping, line);
    if (amountCents < 0) debitsIgnored += 1;
    if (amountCents <= 0) return;
    const description = [
      row[mapping.description_column],
      mapping.reference_column ? row[mapping.reference_column] : '',
    ]
      .filter(Boolean)
      .join(' ')
      .replace(/\s+/g, ' ');
    const key = JSON.stringify([bookedOn, amountCents, description]);
    const ordinal = (seen.get(key) ?? 0) + 1;
    seen.set(key, ordinal);
    credits.push({ bookedOn, amountCents, description, ordinal });
  });
  days.sort();
  return { credits, debitsIgnored, firstDay: days[0]!, lastDay: days.at(-1)! };
}
