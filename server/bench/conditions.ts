import { execFileSync } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

/** What the figures of a run depend on besides the code, so anyone can tell whether theirs compare. */
export interface Conditions {
  cpu: string;
  node: string;
  chromium: string;
  /** Short hash, with "+dirty" when the working tree had changes the commit does not hold. */
  commit: string;
  date: string;
  /** Per database label, the server's own `SELECT version()`. */
  databases: Record<string, string>;
}

/** The one-minute load average before the first load of a table and after its last. */
export class LoadAverageWindow {
  before?: number;
  after?: number;

  async around<T>(work: () => Promise<T>): Promise<T> {
    this.before ??= loadavg()[0];
    try {
      return await work();
    } finally {
      this.after = loadavg()[0];
    }
  }
}

const output = (command: string, args: string[]): string | undefined => {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return undefined;
  }
};

export function machineConditions(): Conditions {
  const cores = cpus();
  const head = output('git', ['rev-parse', '--short', 'HEAD']) ?? 'unknown';
  const dirty = output('git', ['status', '--porcelain']) ? '+dirty' : '';
  const chromium = output(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version']);
  return {
    cpu: `${cores[0]?.model ?? 'unknown'}, ${cores.length} cores`,
    node: process.version,
    chromium: chromium?.split('\n').find((line) => line.includes('Chrom')) ?? 'not found',
    commit: `${head}${dirty}`,
    date: new Date().toISOString(),
    databases: {},
  };
}

/** "PostgreSQL 15.20 (Debian …) on x86_64…" → "PostgreSQL 15.20": the rest is the build. */
export async function databaseVersion(db: Db): Promise<string> {
  const result = (await db.execute(sql`SELECT version() AS version`)) as unknown as {
    rows: { version: string }[];
  };
  return result.rows[0]!.version.split(' ').slice(0, 2).join(' ');
}

/** The lines printed above a table. */
export function formatConditions(conditions: Conditions, window: LoadAverageWindow): string[] {
  const load = (value?: number) => (value === undefined ? '–' : value.toFixed(2));
  const databases = Object.entries(conditions.databases).map(([label, version]) => `${label} ${version}`);
  return [
    `Conditions: ${conditions.date}, commit ${conditions.commit}; ${conditions.cpu}`,
    `Node ${conditions.node}; ${[...databases, conditions.chromium].join('; ')}`,
    `Load average (1 min): ${load(window.before)} before, ${load(window.after)} after`,
  ];
}
