import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_ID } from '@shop/contract/client-id';
import Fastify from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import { openDatabase } from '../src/db/open-database.ts';
import { createEmptyPostgres } from '../test/test-database.ts';
import { growCatalog } from './grow-catalog.ts';
import { type LighthouseRow, lighthouseScores } from './lighthouse.ts';
import { type LoadResult, load, printTable } from './load.ts';
import { shoppingFlows } from './shopping-flows.ts';

/**
 * `npm run bench`: the catalog and lookups under load on PGlite and, with BENCH_DATABASE_URL or
 * TEST_DATABASE_URL (a server where it may create its own database), PostgreSQL; beside the
 * ceiling of this machine (a bare Fastify route answering the same bytes) and Lighthouse scores.
 */
const CATALOG_SIZE = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const LOADS: [string, string, Record<string, unknown>][] = [
  ['product_get', 'product_get', { limit: 12, offset: 0 }],
  ['product_get keyword "kenya"', 'product_get', { keyword: 'kenya', limit: 12, offset: 0 }],
  ['product_get keyword "耶加"', 'product_get', { keyword: '耶加', limit: 12, offset: 0 }],
  ['category_get', 'category_get', {}],
  ['website_section_get', 'website_section_get', {}],
];
const rows: (LoadResult & { database: string })[] = [];
const lighthouse: LighthouseRow[] = [];

async function benchDatabase(label: string, env: Record<string, string>, withLighthouse: boolean) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const config = loadConfig({ ...env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
  const database = await openDatabase(config);
  const total = await growCatalog(database.db, CATALOG_SIZE);
  console.info(`${label}: catalog of ${total} products`);
  const app = await buildApp({ config, db: database.db });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    for (const [name, call, body] of LOADS) {
      const url = `${address}/api/${call}.php`;
      rows.push({ ...(await load(name, url, { client_id: CLIENT_ID, ...body })), database: label });
    }
    for (const result of await shoppingFlows(database.db, address, 5))
      rows.push({ ...result, database: label });
    if (withLighthouse) {
      await ceiling(`${address}/api/product_get.php`, { client_id: CLIENT_ID, limit: 12, offset: 0 });
      lighthouse.push(...(await lighthouseScores(address, ['/', '/shop', '/product/1'])));
    }
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same answer from a route that does no work: what this machine can serve at best. */
async function ceiling(url: string, body: object) {
  const answer = await (
    await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).text();
  const bare = Fastify();
  bare.post('/x', async (_req, reply) => reply.type('application/json').send(answer));
  const address = await bare.listen({ port: 0, host: '127.0.0.1' });
  rows.push({
    ...(await load('ceiling (same bytes as product_get)', `${address}/x`, body)),
    database: 'none',
  });
  await bare.close();
}

await benchDatabase('pglite', {}, true);
const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const pg = await createEmptyPostgres(serverUrl, `shop_bench_${process.pid}`);
  try {
    await benchDatabase('postgres', { DATABASE_URL: pg.url }, false);
  } finally {
    await pg.drop();
  }
}
console.info('');
printTable(
  ['call', 'database', 'req/s', 'p50 ms', 'p99 ms', 'errors'],
  rows.map((r) => [r.name, r.database, r.requestsPerSecond, r.p50, r.p99, r.errors]),
);
console.info('\nLighthouse (mobile preset, Debian Chromium)');
printTable(
  ['page', 'performance', 'accessibility', 'seo', 'LCP ms'],
  lighthouse.map((l) => [l.page, l.performance, l.accessibility, l.seo, l.lcpMs]),
);
