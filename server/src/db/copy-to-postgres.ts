import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Database, openPglite, openPostgres } from './database.ts';
import { pgTool, postgresHasNoTables } from './dump.ts';
import { migrate } from './migrate.ts';

/*
 * Moves a PGlite shop into an empty PostgreSQL database (npm run copy-to-postgres, docs/deploy.md).
 * The schema comes from the shop's own migrations, run on both sides, so PostgreSQL gets exactly
 * the tables this version of the shop expects whatever its server version. The rows travel in
 * PostgreSQL's own COPY format (CSV): out of PGlite, into psql, in one transaction with triggers
 * off (session_replication_role = replica), since the ledger triggers would otherwise apply every
 * copied ledger row to the copied balances a second time. Sequences follow.
 */

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(database: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

async function tablesOf(database: Database): Promise<string[]> {
  const found = await rows<{ name: string }>(
    database,
    sql`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return found.map((r) => r.name);
}

/** Row counts per table, to show (and test) that both sides hold the same. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await tablesOf(database)) {
    const [row] = await rows<{ n: number }>(
      database,
      sql.raw(`SELECT count(*)::int AS n FROM ${quote(table)}`),
    );
    counts[table] = Number(row?.n);
  }
  return counts;
}

/** One psql script: empty the migrated tables, then COPY every table's rows, then the sequences. */
async function copyScript(source: Database, tables: string[]): Promise<string> {
  const client = (source.db as unknown as { $client: PGlite }).$client;
  const parts = [`SET session_replication_role = replica;\nTRUNCATE ${tables.map(quote).join(', ')};\n`];
  for (const table of tables) {
    const columns = await rows<{ name: string }>(
      source,
      sql`SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' AND table_name = ${table} AND is_generated = 'NEVER'
          ORDER BY ordinal_position`,
    );
    const list = `${quote(table)} (${columns.map((c) => quote(c.name)).join(', ')})`;
    const out = await client.query(`COPY ${list} TO '/dev/blob' WITH (FORMAT csv)`);
    const data = out.blob ? await out.blob.text() : '';
    parts.push(`COPY ${list} FROM STDIN WITH (FORMAT csv);\n${data}\\.\n`);
  }
  const sequences = await rows<{ name: string; value: string }>(
    source,
    sql`SELECT sequencename AS name, last_value::text AS value FROM pg_sequences
        WHERE schemaname = 'public' AND last_value IS NOT NULL`,
  );
  for (const s of sequences)
    parts.push(`SELECT setval('public.${quote(s.name)}', ${BigInt(s.value)}, true);\n`);
  return parts.join('');
}

/** Copies the shop in `dataDir` (its server stopped) into the empty database at `url`. */
export async function copyPgliteToPostgres(dataDir: string, url: string): Promise<Record<string, number>> {
  if (!(await postgresHasNoTables(url)))
    throw new Error('DATABASE_URL already holds tables; copy into a new, empty database');
  const source = await openPglite(dataDir);
  const target = openPostgres(url, 1);
  const scriptFile = join(tmpdir(), `shop-copy-${process.pid}.sql`);
  try {
    await migrate(source);
    await migrate(target);
    const tables = await tablesOf(source);
    writeFileSync(scriptFile, await copyScript(source, tables), { mode: 0o600 });
    await pgTool('psql', [
      '-X',
      '-q',
      '-v',
      'ON_ERROR_STOP=1',
      '--single-transaction',
      `--dbname=${url}`,
      `--file=${scriptFile}`,
    ]);
    const copied = await rowCounts(target);
    const expected = await rowCounts(source);
    const differing = tables.filter((t) => copied[t] !== expected[t]);
    if (differing.length > 0) throw new Error(`row counts differ after the copy in: ${differing.join(', ')}`);
    return copied;
  } finally {
    rmSync(scriptFile, { force: true });
    await target.close();
    await source.close();
  }
}
