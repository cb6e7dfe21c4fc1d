import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../src/db/database.ts';
import { migrate } from '../src/db/migrate.ts';
import { seedIfEmpty } from '../src/db/seed/seed.ts';

export type TestDbKind = 'pglite' | 'postgres';

/** A migrated and seeded database that each test file copies, since initdb and seeding are slow. */
export async function createTemplate(kind: TestDbKind, name: string): Promise<string> {
  if (kind === 'pglite') {
    const dir = mkdtempSync(join(tmpdir(), 'shop-template-'));
    const database = await openPglite(dir);
    await prepare(database);
    return dir;
  }
  await admin((c) =>
    c.query(`DROP DATABASE IF EXISTS ${name}`).then(() => c.query(`CREATE DATABASE ${name}`)),
  );
  await prepare(openPostgres(withDatabase(name), 2));
  return name;
}

export async function dropTemplate(kind: TestDbKind, template: string): Promise<void> {
  if (kind === 'pglite') rmSync(template, { recursive: true, force: true });
  else await admin((c) => c.query(`DROP DATABASE IF EXISTS ${template}`));
}

export interface TestDatabase {
  database: Database;
  dataDir: string;
  destroy(): Promise<void>;
}

/** A private copy of the template for one test file. */
export async function copyTemplate(kind: TestDbKind, template: string): Promise<TestDatabase> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-test-'));
  if (kind === 'pglite') {
    cpSync(template, dataDir, { recursive: true });
    const database = await openPglite(dataDir);
    return {
      database,
      dataDir,
      destroy: () => database.close().then(() => rmSync(dataDir, { recursive: true, force: true })),
    };
  }
  const name = `shop_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await admin((c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const database = openPostgres(withDatabase(name));
  return {
    database,
    dataDir,
    destroy: async () => {
      await database.close();
      await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function prepare(database: Database): Promise<void> {
  await migrate(database);
  await seedIfEmpty(database.db);
  await database.close();
}

function testUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  return url;
}

function withDatabase(name: string, serverUrl = testUrl()): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A new empty database on the server of `serverUrl` (for the bench); returns its URL and a drop. */
export async function createEmptyPostgres(serverUrl: string, name: string) {
  await admin(
    (c) =>
      c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).then(() => c.query(`CREATE DATABASE ${name}`)),
    serverUrl,
  );
  return {
    url: withDatabase(name, serverUrl),
    drop: () => admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`), serverUrl),
  };
}

async function admin<T>(work: (client: pg.Client) => Promise<T>, serverUrl = testUrl()): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
