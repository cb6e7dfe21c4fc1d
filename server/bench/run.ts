import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ID } from '@shop/contract/client-id';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createEmptyPostgres } from '../test/test-database.ts';
import { loadBesideCeiling } from './ceiling.ts';
import { databaseVersion, formatConditions, LoadAverageWindow, machineConditions } from './conditions.ts';
import { type FirstScreen, measureFirstScreen, printFirstScreen } from './first-screen.ts';
import { growCatalog } from './grow-catalog.ts';
import { assertInvariants } from './invariants.ts';
import { type LighthouseScores, lighthouseScores, printLighthouse } from './lighthouse.ts';
import { type LoadResult, printTable } from './load.ts';
import { mixedLoad } from './mixed-load.ts';
import { type MixedLoadRun, printMixedLoad } from './mixed-load-summary.ts';
import { pointFlows } from './point-flows.ts';
import { measureReferences, type References } from './references.ts';
import { formatSpread, type RatioSpread } from './rounds.ts';
import { isDatabaseSelected, isLoadSelected } from './selection.ts';
import { shoppingFlows } from './shopping-flows.ts';
import { type RenewalBench, subscriptionRenewals } from './subscription-renewals.ts';
import { printYearsOfData, type YearsOfData, yearsOfData } from './years-of-data.ts';

/**
 * `npm run bench` (docs/bench.md): the catalog calls, the shopping flows and point transfers under
 * load on PGlite and, with BENCH_DATABASE_URL or TEST_DATABASE_URL (a server where it may create
 * its own database), PostgreSQL; each catalog call beside the ceiling of this machine measured in
 * the same run, the invariants checked after every load, and Lighthouse scores of every storefront page.
 */
const CATALOG_SIZE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const RENEWALS = Number(process.env.BENCH_RENEWALS ?? 10_000);
/** Years of data grows PostgreSQL to a million orders and PGlite to a tenth of it; this scales both. */
const YEARS_SCALE = Number(process.env.BENCH_YEARS_SCALE ?? 1);
const CATALOG_LOADS: [string, string, Record<string, unknown>][] = [
  ['product_get', 'product_get', { limit: 12, offset: 0 }],
  ['product_get keyword "kenya"', 'product_get', { keyword: 'kenya', limit: 12, offset: 0 }],
  ['product_get keyword "耶加"', 'product_get', { keyword: '耶加', limit: 12, offset: 0 }],
  ['category_get', 'category_get', {}],
  ['website_section_get', 'website_section_get', {}],
];
/** The pages first_screen measures: the three a shopper lands on most (Lighthouse measures every page). */
const MEASURED_PAGES = ['/', '/shop', '/product/1'];
/** A catalog call carries its ceiling; a call that waits on the database is stated against the read. */
type Row = LoadResult & { database: string; ceiling?: { requestsPerSecond: number; spread: RatioSpread } };
const conditions = machineConditions();
const references: (References & { database: string })[] = [];
const apiLoads = new LoadAverageWindow();
const renewalLoads = new LoadAverageWindow();
const browserLoads = new LoadAverageWindow();
const rows: Row[] = [];
let lighthouse: LighthouseScores | undefined;
let firstScreen: FirstScreen | undefined;
const renewals: (RenewalBench & { database: string })[] = [];
const mixed: MixedLoadRun[] = [];
const mixedLoads = new LoadAverageWindow();
const years: YearsOfData[] = [];
const yearsLoads = new LoadAverageWindow();

async function benchDatabase(label: string, env: Record<string, string>, withLighthouse: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const webDist = process.env.WEB_DIST ? { WEB_DIST: process.env.WEB_DIST } : {};
  const config = loadConfig({ ...webDist, ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  const { db } = database;
  console.info(`${label}: catalog of ${await growCatalog(db, CATALOG_SIZE)} products`);
  const app = await buildApp({ config, db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  conditions.databases[label] = await databaseVersion(db);
  const record = async (result: LoadResult, ceiling?: Row['ceiling']) => {
    await assertInvariants(db, `${result.name} on ${label}`);
    rows.push({ ...result, database: label, ceiling });
  };
  try {
    // First, on the grown catalog alone: the page scores must not carry what the loads leave
    // behind in this process and its database (garbage to collect, rows to vacuum).
    if (withLighthouse && isLoadSelected('lighthouse'))
      lighthouse = await browserLoads.around(() => lighthouseScores(address));
    if (withLighthouse && isLoadSelected('first_screen'))
      firstScreen = await browserLoads.around(() => measureFirstScreen(address, MEASURED_PAGES));
    await apiLoads.around(async () => {
      references.push({ ...(await measureReferences(db)), database: label });
      for (const [name, call, input] of CATALOG_LOADS) {
        if (!isLoadSelected(name)) continue;
        const url = `${address}/api/${call}.php`;
        const body = { client_id: CLIENT_ID, ...input };
        const { result, ceiling, spread } = await loadBesideCeiling(name, url, body, SECONDS);
        await record(result, { requestsPerSecond: ceiling, spread });
      }
      for (const result of await shoppingFlows(db, address, SECONDS)) await record(result);
      if (isLoadSelected('point_transfer')) await record(await pointFlows(app, db, address, SECONDS));
    });
    // Measured on PostgreSQL, the database several servers share in production, where the target is set.
    if (label === 'postgres' && isLoadSelected('subscription_renewals')) {
      const renewal = await renewalLoads.around(() => subscriptionRenewals(db, config, RENEWALS));
      renewals.push({ ...renewal, database: label });
      await assertInvariants(db, `subscription_renewals on ${label}`);
    }
    // Several real servers share one database only on PostgreSQL.
    if (label === 'postgres' && isLoadSelected('mixed_load'))
      mixed.push(...(await mixedLoads.around(() => mixedLoad(db, env.DATABASE_URL!, SECONDS))));
    // Last: it leaves the database a million orders larger.
    if (isLoadSelected('years_of_data')) {
      const scale = (label === 'postgres' ? 1 : 0.1) * YEARS_SCALE;
      years.push(await yearsLoads.around(() => yearsOfData(db, address, label, scale)));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isDatabaseSelected('pglite')) await benchDatabase('pglite', {}, true);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl && isDatabaseSelected('postgres')) {
  const pg = await createEmptyPostgres(serverUrl, `shop_bench_${process.pid}`);
  try {
    await benchDatabase('postgres', { DATABASE_URL: pg.url }, false);
  } finally {
    await pg.drop();
  }
}
const printConditions = (window: LoadAverageWindow) => {
  for (const line of formatConditions(conditions, window)) console.info(line);
};
const percentOf = (value: number, reference?: number) =>
  reference ? `${Math.round((100 * value) / reference)}%` : '';
console.info(`\n${SECONDS} s per load, 20 connections; invariants held after every load.`);
printConditions(apiLoads);
console.info('References of the same run, per second, 20 at once (the pool the server uses):');
printTable(
  ['database', 'bare Fastify route', 'indexed read', 'single-row write'],
  references.map((r) => [r.database, r.bareRoute, r.indexedRead, r.singleRowWrite]),
);
console.info(
  '% of ceiling: all rounds together (lowest–highest round), the call and its ceiling alternating.',
);
printTable(
  [
    'call',
    'database',
    'req/s',
    'ceiling req/s',
    '% of ceiling',
    '% of bare route',
    '% of read',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'errors',
  ],
  rows.map((r) => {
    const reference = references.find((ref) => ref.database === r.database);
    return [
      r.name,
      r.database,
      r.requestsPerSecond,
      r.ceiling?.requestsPerSecond ?? '',
      r.ceiling ? formatSpread(r.ceiling.spread) : '',
      percentOf(r.requestsPerSecond, reference?.bareRoute),
      // The catalog calls answer from the response cache; the others wait on the database.
      r.ceiling ? '' : percentOf(r.requestsPerSecond, reference?.indexedRead),
      r.p50,
      r.p95,
      r.p99,
      r.errors,
    ];
  }),
);
const withCpu = rows.filter((r) => r.cpu);
if (withCpu.length > 0) {
  console.info(
    'CPU ms per call: the server process (less the load generator), PostgreSQL, the load generator',
  );
  printTable(
    ['call', 'database', 'server ms', 'postgres ms', 'load generator ms', 'backends busy, on average'],
    withCpu.map((r) => [
      r.name,
      r.database,
      r.cpu!.server,
      r.cpu!.database ?? '',
      r.cpu!.loadGenerator ?? '',
      r.cpu!.backends ?? '',
    ]),
  );
}
// A table with no rows (its loads not selected) is left out, with its conditions.
if (renewals.length > 0) {
  console.info('\nSubscription renewals: one run of the renewal job, every rule checked afterwards');
  printConditions(renewalLoads);
  printTable(
    ['database', 'subscriptions due', 'orders made', 'seconds'],
    renewals.map((r) => [r.database, r.subscriptions, r.ordersMade, r.seconds.toFixed(1)]),
  );
}
if (years.length > 0) {
  console.info('\nYears of data: the console and a heavy member as the shop grows');
  printConditions(yearsLoads);
  printYearsOfData(years);
}
if (mixed.length > 0) {
  console.info('\nMany shoppers at once: the shopper mix against one server, then two, on one PostgreSQL');
  printConditions(mixedLoads);
  printMixedLoad(mixed);
}
if (lighthouse || firstScreen) {
  console.info('\nIn the browser, before the loads');
  printConditions(browserLoads);
}
if (lighthouse) printLighthouse(lighthouse);
if (firstScreen) printFirstScreen(firstScreen);
