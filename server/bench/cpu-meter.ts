import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

/**
 * CPU time, which moves far less with other work on the machine than requests per second: a call
 * that needs 2 ms of the server's CPU needs it whether the machine is quiet or busy. Read from
 * Linux's /proc (utime + stime, in clock ticks of 10 ms: USER_HZ is 100 on every Linux the shop
 * runs on); elsewhere the figures are left out.
 */
const MS_PER_TICK = 10;

export function cpuMsOf(statFile: string, command?: string): number | undefined {
  try {
    const stat = readFileSync(statFile, 'utf8');
    // The command name in brackets may hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(') ');
    if (command !== undefined && stat.slice(stat.indexOf('(') + 1, close) !== command) return undefined;
    const fields = stat.slice(close + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/** The CPU milliseconds the calling thread has used (the load generator reads its own in its worker). */
export const threadCpuMs = (): number | undefined => cpuMsOf('/proc/thread-self/stat');

/** The whole process: the server's event loop, its garbage collection and whatever else runs in it. */
export function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/**
 * The CPU milliseconds PostgreSQL's backends serving this database have used, by process id: only
 * processes of this machine named `postgres`, so none on PGlite (whose work runs inside the server's
 * process and so counts as the server's) or on a database elsewhere.
 */
export async function backendCpuMs(db: Db): Promise<Map<number, number>> {
  const byPid = new Map<number, number>();
  const { rows } = (await db.execute(
    sql`SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND backend_type = 'client backend'`,
  )) as unknown as { rows: { pid: number }[] };
  for (const { pid } of rows) {
    const ms = cpuMsOf(`/proc/${pid}/stat`, 'postgres');
    if (ms !== undefined) byPid.set(pid, ms);
  }
  return byPid;
}

/**
 * Samples what the bench database's other backends are doing until `stop`, which answers the average
 * count in each state, e.g. `running 3.1, idle in transaction 2.4, Lock:transactionid 1.9`.
 */
function sampleBackends(db: Db) {
  const counts = new Map<string, number>();
  let samples = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      const { rows } = (await db.execute(
        sql`SELECT CASE WHEN state LIKE 'idle in transaction%' THEN state
                   ELSE coalesce(wait_event_type || ':' || wait_event, 'running') END AS doing
            FROM pg_stat_activity
            WHERE datname = current_database() AND backend_type = 'client backend' AND pid <> pg_backend_pid()
              AND state <> 'idle'`,
      )) as unknown as { rows: { doing: string }[] };
      samples++;
      for (const { doing } of rows) counts.set(doing, (counts.get(doing) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })().catch(() => {
    // A database without the statistics view (PGlite) has nothing to report.
    samples = 0;
  });
  return {
    async stop(): Promise<string> {
      running = false;
      await loop;
      if (samples === 0) return '';
      return [...counts]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([doing, n]) => `${doing} ${(n / samples).toFixed(1)}`)
        .join(', ');
    },
  };
}

/** What one timed call in CPU, in milliseconds, on each side of the wire. */
export interface CpuPerCall {
  /**
   * What the database's backends were doing, as the average number of them in each state over the
   * load (sampled every 50 ms), the four most common first: `idle in transaction` is a transaction
   * waiting for the server's next statement, `Lock:transactionid` a row lock, `IO:WALSync` a commit
   * waiting for its flush to disk.
   */
  backends?: string;
  /** The server's process, less the load generator's thread that shares it. */
  server: number;
  /** PostgreSQL's backends of the bench's database (blank on PGlite or another host). */
  database?: number;
  /** The load generator's own thread: its share of the same two cores. */
  loadGenerator?: number;
}

/**
 * Measures the CPU spent while `work` runs a load, per call it reports. The load generator's thread
 * reports its own CPU (`loadGeneratorMs`), so the server's share is what the process used besides.
 */
export async function cpuPerCall<R extends { succeeded: number; loadGeneratorMs?: number }>(
  db: Db,
  work: () => Promise<R>,
): Promise<R & { cpu: CpuPerCall }> {
  const backendsBefore = await backendCpuMs(db);
  const processBefore = processCpuMs();
  const sampling = sampleBackends(db);
  const result = await work();
  const processUsed = processCpuMs() - processBefore;
  const backends = await sampling.stop();
  const backendsAfter = await backendCpuMs(db);
  let database = 0;
  for (const [pid, ms] of backendsAfter) database += ms - (backendsBefore.get(pid) ?? 0);
  const calls = Math.max(1, result.succeeded);
  const perCall = (ms: number) => Math.round((100 * ms) / calls) / 100;
  const loadGenerator = result.loadGeneratorMs;
  return {
    ...result,
    cpu: {
      server: perCall(processUsed - (loadGenerator ?? 0)),
      database: backendsAfter.size > 0 ? perCall(database) : undefined,
      loadGenerator: loadGenerator === undefined ? undefined : perCall(loadGenerator),
      backends,
    },
  };
}
