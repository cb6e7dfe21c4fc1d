import { describe, expect, it } from 'vitest';
import { readCents, readDay, readStatement, StatementProblem } from './bank-csv.ts';

const signed = {
  delimiter: ',' as const,
  date_column: 'Date',
  date_format: 'DD/MM/YYYY' as const,
  amount_style: 'signed' as const,
  amount_column: 'Amount',
  credit_column: '',
  debit_column: '',
  description_column: 'Description',
  reference_column: '',
};
const split = {
  ...signed,
  delimiter: ';' as const,
  date_format: 'YYYY-MM-DD' as const,
  amount_style: 'split' as const,
  amount_column: '',
  credit_column: 'Deposit',
  debit_column: 'Withdrawal',
  reference_column: 'Ref',
};

describe('reading a statement', () => {
  it('reads days in each format and refuses days that do not exist', () => {
    expect(readDay('05/11/2026', 'DD/MM/YYYY')).toBe('2026-11-05');
    expect(readDay('11/5/2026', 'MM/DD/YYYY')).toBe('2026-11-05');
    expect(readDay('2026/11/05', 'YYYY/MM/DD')).toBe('2026-11-05');
    expect(readDay('31/11/2026', 'DD/MM/YYYY')).toBeNull();
    expect(readDay('2026-11-05', 'DD/MM/YYYY')).toBeNull();
  });

  it('reads amounts as banks write them, in whole cents', () => {
    expect(readCents('1,234.5')).toBe(123_450);
    expect(readCents('HKD 530.00')).toBe(53_000);
    expect(readCents('-20')).toBe(-2_000);
    expect(readCents('(1,000.00)')).toBe(-100_000);
    expect(readCents('12.345')).toBeNull();
    expect(readCents('abc')).toBeNull();
  });

  it('keeps credits, counts debits, and numbers identical lines in order', () => {
    const csv = [
      '\uFEFFDate,Description,Amount,Balance',
      '22/11/2026,"FPS SC-20261122-0001, CHAN",530.00,1000',
      '22/11/2026,COFFEE BEANS SUPPLIER,-200.00,800',
      '22/11/2026,FPS  TRANSFER,100,900',
      '22/11/2026,FPS TRANSFER,100,1000',
    ].join('\n');
    expect(readStatement(csv, signed)).toEqual({
      credits: [
        {
          bookedOn: '2026-11-22',
          amountCents: 53_000,
          description: 'FPS SC-20261122-0001, CHAN',
          ordinal: 1,
        },
        { bookedOn: '2026-11-22', amountCents: 10_000, description: 'FPS TRANSFER', ordinal: 1 },
        { bookedOn: '2026-11-22', amountCents: 10_000, description: 'FPS TRANSFER', ordinal: 2 },
      ],
      debitsIgnored: 1,
      firstDay: '2026-11-22',
      lastDay: '2026-11-22',
    });
  });

  it('reads a credit and a debit column and joins the reference to the description', () => {
    const csv = [
      'Date;Description;Ref;Deposit;Withdrawal',
      '2026-11-22;TRF;SC-20261122-0001;530;',
      '2026-11-22;RENT;;;9000',
    ].join('\n');
    expect(readStatement(csv, split)).toEqual({
      credits: [
        { bookedOn: '2026-11-22', amountCents: 53_000, description: 'TRF SC-20261122-0001', ordinal: 1 },
      ],
      debitsIgnored: 1,
      firstDay: '2026-11-22',
      lastDay: '2026-11-22',
    });
  });

  it('refuses, in both languages, a file it cannot read', () => {
    const refusal = (csv: string) => {
      try {
        readStatement(csv, signed);
      } catch (error) {
        expect(error).toBeInstanceOf(StatementProblem);
        return (error as StatementProblem).why;
      }
      throw new Error('read');
    };
    expect(refusal('Date,Text,Amount\n22/11/2026,x,1').en).toContain('no column Description');
    expect(refusal('Date,Description,Amount\n2026-11-22,x,1').zh).toContain('第 2 行');
    expect(refusal('Date,Description,Amount\n22/11/2026,x,ten').en).toBe(
      'Line 2: "ten" in Amount is not an amount.',
    );
    expect(refusal('Date,Description,Amount\n22/11/2026,"x,1').en).toContain('not valid CSV');
    expect(refusal('').zh).toBe('檔案沒有任何月結單項目。');
  });
});
