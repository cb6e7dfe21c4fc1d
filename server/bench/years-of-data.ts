import { addDays, hongKongNow } from '@shop/contract/shop-calendar';
import { eq } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { DEMO_MEMBER, OWNER, OWNER_TOTP_SECRET, totpCode } from '../src/modules/admin/admin.test-kit.ts';
import { members } from '../src/modules/members/members.tables.ts';
import { apiClient, timed } from './flows.ts';
import { assertInvariants } from './invariants.ts';
import { latencySummary, printTable } from './load.ts';
import { growYears, type HeavyMember, LEDGER_ROWS_PER_MEMBER, type ShopSize } from './years-of-data.seed.ts';

/** The shop at each step on PostgreSQL: orders, with a member for every ten and 50 ledger rows each. */
const STEPS = [10_000, 100_000, 1_000_000];
const TARGET_P95_MS = 50;
const REQUESTS = Number(process.env.BENCH_YEARS_REQUESTS ?? 60);
const WARM_UP = 5;

type Headers = Record<string, string>;
type Who = 'owner' | 'member';

/** The calls the console and the storefront make, with the bodies they send (web/src). */
const CALLS = (pickDay: string): [string, Who, string, Record<string, unknown>][] => [
  ['orders board', 'owner', 'admin_order_list', {}],
  ['orders board, status placed', 'owner', 'admin_order_list', { status: 'placed' }],
  ['orders board, status completed', 'owner', 'admin_order_list', { status: 'completed' }],
  ['orders board, page 50', 'owner', 'admin_order_list', { offset: 49 * 50 }],
  ['member search, email fragment', 'owner', 'admin_member_search', { keyword: '4321@bench' }],
  ['member search, phone', 'owner', 'admin_member_search', { keyword: '7000 4321' }],
  ['dashboard', 'owner', 'admin_dashboard_get', {}],
  ['pick list, tomorrow', 'owner', 'admin_pick_list_get', { date: pickDay }],
  ["member's orders", 'member', 'order_get', { limit: 10, offset: 0 }],
  ["member's points history", 'member', 'point_transaction_history_get', { limit: 10, offset: 0 }],
  ["member's points chart (999 rows)", 'member', 'point_transaction_history_get', { limit: 999, offset: 0 }],
  ["member's vouchers", 'member', 'member_voucher_get', { status: 'all', limit: 999, offset: 0 }],
];

export interface YearsStep extends ShopSize {
  ledgerRows: number;
  seedSeconds: number;
}
export interface YearsRow {
  call: string;
  orders: number;
  p50: number;
  p95: number;
  errors: number;
}
export interface YearsOfData {
  database: string;
  steps: YearsStep[];
  rows: YearsRow[];
}

/** The console's owner, signed in through both steps as the console does (the seed's demo secret). */
async function ownerHeaders(address: string): Promise<Headers> {
  const api = apiClient(address);
  const first = await api.call('admin_login', OWNER);
  if (first.body.status !== 1) throw new Error(`admin_login: ${JSON.stringify(first.body)}`);
  const token =
    first.body.next === 'signed_in'
      ? first.body.token
      : (
          await api.call('admin_login_second_step', {
            challenge: first.body.challenge,
            code: await totpCode(OWNER_TOTP_SECRET),
          })
        ).body.token;
  if (!token) throw new Error('the owner could not sign in');
  return { authorization: `Bearer ${token}` };
}

async function memberHeaders(address: string): Promise<Headers> {
  const res = await apiClient(address).call('login', DEMO_MEMBER);
  if (res.body.status !== 1) throw new Error(`login: ${JSON.stringify(res.body)}`);
  return { authorization: `Bearer ${res.body.token}` };
}

/** One request at a time, so each figure is the call's own time rather than a queue's. */
async function measure(address: string, name: string, body: Record<string, unknown>, headers: Headers) {
  const api = apiClient(address);
  const latencies: number[] = [];
  let errors = 0;
  for (let n = 0; n < WARM_UP + REQUESTS; n++) {
    const ms = await timed(() => api.call(name, body, headers));
    if (ms === undefined) errors++;
    else if (n >= WARM_UP) latencies.push(ms);
  }
  return { ...latencySummary(latencies), errors };
}

/**
 * Years of data (docs/bench.md): grows the shop step by step to a million orders (`scale` of it:
 * PGlite measures a tenth) and, at each step, times the console's and a heavy member's reads
 * through the running server, one request at a time. The invariants are checked after each step.
 */
export async function yearsOfData(
  db: Db,
  address: string,
  database: string,
  scale: number,
): Promise<YearsOfData> {
  const [demo] = await db
    .select({ id: members.id })
    .from(members)
    .where(eq(members.email, DEMO_MEMBER.email));
  if (!demo) throw new Error('the seed has no demo member');
  const heavy: HeavyMember = {
    memberId: demo.id,
    orders: Math.round(1_000 * scale),
    ledgerRows: Math.round(10_000 * scale),
  };
  const owner = await ownerHeaders(address);
  const member = await memberHeaders(address);
  const pickDay = addDays(hongKongNow(new Date()).day, 1);
  const result: YearsOfData = { database, steps: [], rows: [] };
  let size: ShopSize = { orders: 0, members: 0 };
  for (const step of STEPS) {
    const next = { orders: Math.round(step * scale), members: Math.round((step * scale) / 10) };
    const started = performance.now();
    await growYears(db, size, next, heavy);
    const seedSeconds = (performance.now() - started) / 1000;
    size = next;
    result.steps.push({
      ...size,
      ledgerRows: size.members * LEDGER_ROWS_PER_MEMBER + heavy.ledgerRows,
      seedSeconds,
    });
    console.info(`${database}: ${size.orders} orders seeded in ${seedSeconds.toFixed(1)} s`);
    await assertInvariants(db, `years_of_data at ${size.orders} orders on ${database}`);
    for (const [call, who, name, body] of CALLS(pickDay)) {
      const figures = await measure(address, name, body, who === 'owner' ? owner : member);
      result.rows.push({ call, orders: size.orders, ...figures });
    }
  }
  return result;
}

const thousands = (n: number) => (n >= 1_000_000 ? `${n / 1_000_000}M` : `${n / 1_000}k`);

export function printYearsOfData(results: YearsOfData[]): void {
  for (const { database, steps, rows } of results) {
    console.info(`\nYears of data on ${database}: one request at a time, ${REQUESTS} per call and step`);
    printTable(
      ['orders', 'members', 'ledger rows', 'seconds to seed the step'],
      steps.map((s) => [s.orders, s.members, s.ledgerRows, s.seedSeconds.toFixed(1)]),
    );
    const calls = [...new Set(rows.map((r) => r.call))];
    printTable(
      [
        'call',
        ...steps.map((s) => `${thousands(s.orders)} p50/p95 ms`),
        `p95 < ${TARGET_P95_MS} ms`,
        'errors',
      ],
      calls.map((call) => {
        const mine = rows.filter((r) => r.call === call);
        return [
          call,
          ...mine.map((r) => `${r.p50} / ${r.p95}`),
          mine.every((r) => r.p95 < TARGET_P95_MS) ? 'met' : 'not met',
          mine.reduce((sum, r) => sum + r.errors, 0),
        ];
      }),
    );
  }
}
