import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bankStatementLines } from '../db/schema.ts';
import {
  orderConsolePerFile,
  type PlacedOrder,
  placeOrder,
  pointsOf,
  STAFF,
  staffAuth,
  writtenFor,
} from '../modules/admin/testing.ts';
import { orders } from '../modules/orders/testing.ts';
import { POINT_TYPE } from '../modules/points/testing.ts';

const { t, shop, owner } = orderConsolePerFile();

const call = (name: string, body: Record<string, unknown>, auth = owner) => t.call(name, body, auth);

/** The Hong Kong day an order was placed. */
async function placedOn(orderId: number): Promise<string> {
  const [row] = await t.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, orderId));
  return new Date(row!.createdAt.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
}

const dmy = (day: string) => day.split('-').reverse().join('/');
const shifted = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** A bank whose export has one signed amount column and days written DD/MM/YYYY. */
async function signedBank(name: string): Promise<number> {
  const saved = await call('admin_bank_mapping_save', {
    bank_name: name,
    date_column: 'Transaction Date',
    date_format: 'DD/MM/YYYY',
    amount_style: 'signed',
    amount_column: 'Amount',
    description_column: 'Details',
  });
  expect(saved.statusCode).toBe(200);
  return saved.body.bank.bank_id;
}

const statement = (rows: [string, string, string][]) =>
  [
    'Transaction Date,Details,Amount',
    ...rows.map(([day, text, amount]) => `${dmy(day)},"${text}",${amount}`),
  ].join('\r\n');

async function linesOf(bankId: number, day: string, match?: string) {
  const listed = await call('admin_bank_line_list', {
    bank_id: bankId,
    date_from: shifted(day, -3),
    date_to: shifted(day, 7),
    ...(match ? { match } : {}),
  });
  expect(listed.statusCode).toBe(200);
  return listed.body;
}

/** A member's bank-transfer delivery order of HK$`dollars` plus the HK$40 delivery fee. */
const transferOrder = (cents: number) =>
  placeOrder(t, shop, { pricesCents: [cents], method: 'delivery', member: { credit: 0 } });

describe('column mappings', () => {
  it('are saved per bank by name, listed, and replaced when saved again under the same name', async () => {
    const id = await signedBank('Hang Seng');
    const again = await call('admin_bank_mapping_save', {
      bank_name: 'HANG SENG',
      delimiter: ';',
      date_column: 'Date',
      date_format: 'YYYY-MM-DD',
      amount_style: 'split',
      credit_column: 'Deposit',
      debit_column: 'Withdrawal',
      description_column: 'Description',
      reference_column: 'Reference',
    });
    expect(again.body.bank).toMatchObject({
      bank_id: id,
      bank_name: 'HANG SENG',
      amount_style: 'split',
      amount_column: '',
    });
    const listed = await call('admin_bank_mapping_list', {});
    expect(listed.body.banks.filter((b: { bank_id: number }) => b.bank_id === id)).toHaveLength(1);
  });

  it('refuse a split mapping without its debit column, in both languages', async () => {
    const refused = await call('admin_bank_mapping_save', {
      bank_name: 'Half',
      date_column: 'Date',
      date_format: 'YYYY-MM-DD',
      amount_style: 'split',
      credit_column: 'In',
      description_column: 'Text',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      err_code: 'BANK_MAPPING_INVALID',
      err_message: 'Name both the credit and the debit column.',
      err_message_zh: '請填寫存入欄及支出欄。',
    });
  });

  it('are for staff only', async () => {
    expect((await t.call('admin_bank_mapping_list', {})).statusCode).toBe(401);
  });
});

describe('reconciling a statement', () => {
  let bankId: number;
  let exact: PlacedOrder;
  let near: PlacedOrder;
  let stranger: PlacedOrder;
  let day: string;

  beforeAll(async () => {
    bankId = await signedBank('HSBC');
    exact = await transferOrder(49_000); // HK$490 + HK$40 delivery: HK$530
    near = await transferOrder(21_070); // HK$250.70
    stranger = await transferOrder(9_960); // HK$99.60 (paid by no line)
    day = await placedOn(exact.orderId);
  });

  const rows = (): [string, string, string][] => [
    [day, `FPS ${exact.orderNumber.toLowerCase().replaceAll('-', ' ')} CHAN TAI MAN`, '530.00'],
    [day, 'FPS WONG SIU MING', '250.70'],
    [shifted(day, 5), 'FPS WONG SIU MING', '250.70'],
    [day, 'SUPPLIER PAYMENT', '-1,200.00'],
    [day, 'INTEREST', '0.12'],
  ];

  it('keeps credits, ignores debits, and a second upload of the same statement adds nothing', async () => {
    const csv = statement(rows());
    const first = await call('admin_bank_statement_upload', { bank_id: bankId, csv });
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatchObject({
      date_from: day,
      date_to: shifted(day, 5),
      credit_lines: 4,
      new_lines: 4,
      known_lines: 0,
      debit_lines_ignored: 1,
    });
    const second = await call('admin_bank_statement_upload', { bank_id: bankId, csv });
    expect(second.body).toMatchObject({ credit_lines: 4, new_lines: 0, known_lines: 4 });
    const stored = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.bankId, bankId));
    expect(stored).toHaveLength(4);
  });

  it('sorts the lines into matched, near and unmatched', async () => {
    const listed = await linesOf(bankId, day);
    expect(listed.counts).toEqual({ matched: 1, near: 1, unmatched: 2, confirmed: 0 });
    const byText = (text: string, amount: number) =>
      listed.lines.find(
        (l: { description: string; amount: number }) => l.description.includes(text) && l.amount === amount,
      );
    expect(byText('CHAN TAI MAN', 530)).toMatchObject({
      match: 'matched',
      order: { order_id: exact.orderId, cash_amount: 530 },
    });
    const nearLines = listed.lines.filter((l: { amount: number }) => l.amount === 250.7);
    expect(nearLines.map((l: { booked_on: string; match: string }) => [l.booked_on, l.match])).toEqual([
      [day, 'near'],
      [shifted(day, 5), 'unmatched'],
    ]);
    expect(nearLines[0].order).toMatchObject({ order_id: near.orderId, order_number: near.orderNumber });
    expect(byText('INTEREST', 0.12)).toMatchObject({ match: 'unmatched', order: null, refund_by_hand: null });
    const onlyNear = await linesOf(bankId, day, 'near');
    expect(onlyNear.lines).toHaveLength(1);
    expect(onlyNear.total_rows).toBe(1);
  });

  it('bulk confirm marks the orders paid through the transition, earning Beans once, with an audit row', async () => {
    const listed = await linesOf(bankId, day);
    const proposed = listed.lines.filter(
      (l: { match: string }) => l.match === 'matched' || l.match === 'near',
    );
    const confirmations = proposed.map((l: { line_id: number; order: { order_id: number } }) => ({
      line_id: l.line_id,
      order_id: l.order.order_id,
    }));
    const confirmed = await call('admin_bank_line_confirm', { confirmations });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body.confirmed).toBe(2);
    expect(confirmed.body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'confirmed',
      'confirmed',
    ]);

    for (const [placed, beans] of [
      [exact, 530],
      [near, 250],
    ] as const) {
      const written = await writtenFor(t, placed.orderId);
      expect(written).toMatchObject({ events: 1, audits: 1, row: { paymentStatus: 'paid' } });
      expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(beans);
    }

    const twice = await call('admin_bank_line_confirm', { confirmations });
    expect(twice.body.results.map((r: { outcome: string }) => r.outcome)).toEqual([
      'already_confirmed',
      'already_confirmed',
    ]);
    expect(await pointsOf(t, exact.memberId!, POINT_TYPE.beans)).toBe(530);
    expect((await writtenFor(t, exact.orderId)).audits).toBe(1);

    const after = await linesOf(bankId, day);
    expect(after.counts).toEqual({ matched: 0, near: 0, unmatched: 2, confirmed: 2 });
    const board = await call('admin_order_get', { order_id: near.orderId });
    expect(board.body.order.payment_status).toBe('paid');
  });

  it('refuses a line for a second order, an order for a second line, and a wrong amount', async () => {
    const listed = await linesOf(bankId, day);
    const confirmedLine = listed.lines.find((l: { match: string }) => l.match === 'confirmed');
    const openLine = listed.lines.find(
      (l: { amount: number; match: string }) => l.amount === 250.7 && l.match === 'unmatched',
    );
    const answer = await call('admin_bank_line_confirm', {
      confirmations: [
        { line_id: confirmedLine.line_id, order_id: stranger.orderId },
        { line_id: openLine.line_id, order_id: near.orderId },
        { line_id: openLine.line_id, order_id: stranger.orderId },
      ],
    });
    expect(answer.body.confirmed).toBe(0);
    expect(answer.body.results).toMatchObject([
      {
        outcome: 'refused',
        message: expect.stringContaining('not paid by transfer for this line'),
        message_zh: expect.stringContaining('並非'),
      },
      {
        outcome: 'refused',
        message: `Order ${near.orderNumber} was already confirmed by another statement line.`,
      },
      { outcome: 'refused', message: expect.stringContaining('not paid by transfer for this line') },
    ]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, stranger.orderId));
    expect(row!.paymentStatus).toBe('pending');

    // Paid on the orders board first: its statement line then finds nothing left to confirm.
    await call('admin_bank_statement_upload', {
      bank_id: bankId,
      csv: statement([[day, `FPS ${stranger.orderNumber}`, '139.60']]),
    });
    const strangerLine = (await linesOf(bankId, day, 'matched')).lines[0];
    expect(strangerLine.order.order_id).toBe(stranger.orderId);
    await call('admin_order_transition', { order_id: stranger.orderId, action: 'confirm_payment' });
    const late = await call('admin_bank_line_confirm', {
      confirmations: [{ line_id: strangerLine.line_id, order_id: stranger.orderId }],
    });
    expect(late.body.results[0]).toMatchObject({
      outcome: 'refused',
      message: `Order ${stranger.orderNumber} is already paid.`,
      message_zh: `訂單 ${stranger.orderNumber} 已付款。`,
    });
    expect(await writtenFor(t, stranger.orderId)).toMatchObject({ events: 1, audits: 1 });
    const [kept] = await t.db
      .select()
      .from(bankStatementLines)
      .where(eq(bankStatementLines.id, strangerLine.line_id));
    expect(kept!.confirmedOrderId).toBeNull();
  });

  it('leaves a payment for a cancelled order unmatched, flagged for a refund by hand', async () => {
    const late = await transferOrder(7_770);
    const lateDay = await placedOn(late.orderId);
    await call('admin_order_transition', { order_id: late.orderId, action: 'cancel' });
    await call('admin_bank_statement_upload', {
      bank_id: bankId,
      csv: statement([[lateDay, `PAYMENT ${late.orderNumber}`, '117.70']]),
    });
    const line = (await linesOf(bankId, lateDay)).lines.find((l: { amount: number }) => l.amount === 117.7);
    expect(line).toMatchObject({
      match: 'unmatched',
      order: null,
      refund_by_hand: { order_id: late.orderId, status: 'cancelled' },
    });
  });
});

describe('bad statements', () => {
  it('are refused in both languages, and keep nothing', async () => {
    const bankId = await signedBank('Bad Bank');
    const upload = (csv: string) => call('admin_bank_statement_upload', { bank_id: bankId, csv });
    const noColumn = await upload('Date,Details,Amount\n01/11/2026,x,1');
    expect(noColumn.statusCode).toBe(400);
    expect(noColumn.body).toMatchObject({
      err_code: 'BANK_STATEMENT_INVALID',
      err_message: "The header row has no column Transaction Date: check the bank's column mapping.",
      err_message_zh: '標題列沒有 Transaction Date 欄，請檢查這間銀行的欄位設定。',
    });
    const badDay = await upload(statement([['2026-11-01', 'x', '1']]).replace('01/11/2026', '2026-11-01'));
    expect(badDay.body.err_message_zh).toContain('第 2 行');
    const tooLarge = await upload(`Transaction Date,Details,Amount\n${'01/11/2026,x,1\n'.repeat(40_000)}`);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.body.err_code).toBe('BANK_STATEMENT_TOO_LARGE');
    const unknown = await call('admin_bank_statement_upload', { bank_id: 999_999, csv: 'a' });
    expect(unknown.body.err_code).toBe('BANK_NOT_FOUND');
    const kept = await t.db.select().from(bankStatementLines).where(eq(bankStatementLines.bankId, bankId));
    expect(kept).toHaveLength(0);
  });
});

describe('racing staff', () => {
  it('two bulk confirms of the same line (an FPS order) at once confirm it once', async () => {
    const staff = await staffAuth(t, STAFF);
    const bankId = await signedBank('Race Bank');
    const placed = await placeOrder(t, shop, {
      pricesCents: [12_300],
      method: 'delivery',
      member: { credit: 0 },
      order: { payment_method: 'fps' },
    });
    const [fps] = await t.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(fps!.paymentMethod).toBe('fps');
    const day = await placedOn(placed.orderId);
    await call('admin_bank_statement_upload', {
      bank_id: bankId,
      csv: statement([[day, `REF ${placed.orderNumber}`, '163.00']]),
    });
    const [line] = (await linesOf(bankId, day)).lines;
    const confirmations = [{ line_id: line.line_id, order_id: placed.orderId }];
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        call('admin_bank_line_confirm', { confirmations }, i % 2 ? owner : staff),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const outcomes = answers.map((a) => a.body.results[0].outcome).sort();
    expect(outcomes).toEqual([
      'already_confirmed',
      'already_confirmed',
      'already_confirmed',
      'already_confirmed',
      'already_confirmed',
      'confirmed',
    ]);
    expect(await pointsOf(t, placed.memberId!, POINT_TYPE.beans)).toBe(163);
    expect(await writtenFor(t, placed.orderId)).toMatchObject({ events: 1, audits: 1 });
    const claimed = await t.db
      .select()
      .from(bankStatementLines)
      .where(
        and(eq(bankStatementLines.id, line.line_id), eq(bankStatementLines.confirmedOrderId, placed.orderId)),
      );
    expect(claimed).toHaveLength(1);
  });
});
