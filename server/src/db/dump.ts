import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  openSync,
  readdirSync,
  readSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { Db } from './database.ts';

/*
 * Backups with each database's own tools (docs/deploy.md, "Backups"):
 * - PGlite: the data directory as PGlite itself packs it (dumpDataDir, a gzipped tar), taken inside
 *   the one process that has the database open, between two statements;
 * - PostgreSQL: pg_dump in its custom format, one consistent snapshot, restored with pg_restore.
 */

export type DumpFormat = 'pglite' | 'pg_dump';

/** Writes a backup of the database behind `db` to `file`: complete, or not there at all. */
export async function dumpDatabase(db: Db, file: string): Promise<void> {
  const client = (db as unknown as { $client: PGlite | pg.Pool }).$client;
  const partial = `${file}.partial`;
  try {
    if (client instanceof PGlite) {
      // A checkpoint first, so the restored copy starts without replaying the write-ahead log.
      await client.exec('CHECKPOINT');
      const packed = await client.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await packed.arrayBuffer()), { mode: 0o600 });
    } else {
      const url = client.options.connectionString;
      if (!url) throw new Error('pg_dump needs the database URL');
      await pgTool('pg_dump', ['--format=custom', '--no-owner', `--file=${partial}`, url]);
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

/** Which tool wrote `file`: PGlite's tarball is gzip, pg_dump's custom format starts "PGDMP". */
export function dumpFormatOf(file: string): DumpFormat {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head[0] === 0x1f && head[1] === 0x8b) return 'pglite';
  if (head.toString('latin1') === 'PGDMP') return 'pg_dump';
  throw new Error(`${file} is not a backup this shop wrote`);
}

/** Unpacks a PGlite backup into `dataDir`, which must hold no database yet. */
export async function restorePglite(file: string, dataDir: string): Promise<void> {
  const pgdata = join(dataDir, 'pgdata');
  if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
    throw new Error(`${pgdata} already holds a database; restore into an empty DATA_DIR`);
  }
  const packed = new Blob([await readFile(file)]);
  const client = await PGlite.create({ dataDir: pgdata, loadDataDir: packed, extensions: { pg_trgm } });
  await client.close();
}

/** Loads a pg_dump backup into the PostgreSQL database at `url`, which must have no tables yet. */
export async function restorePostgres(file: string, url: string): Promise<void> {
  await pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${url}`,
    file,
  ]);
}

/** A restore or a copy goes only into a database with no tables at all, so it cannot mix two shops. */
export async function postgresHasNoTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const found = await client.query(
      "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema NOT IN ('pg_catalog', 'information_schema')",
    );
    return found.rows[0]?.n === 0;
  } finally {
    await client.end();
  }
}

/** Runs one of PostgreSQL's client tools, failing with what it printed. */
export function pgTool(tool: string, args: string[], input?: NodeJS.ReadableStream): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { stdio: [input ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk;
    });
    if (input && child.stdin) input.pipe(child.stdin);
    child.on('error', (error) =>
      reject(new Error(`${tool} could not start (is the PostgreSQL client installed?): ${error.message}`)),
    );
    child.on('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim().slice(-2000)}`)),
    );
  });
}
