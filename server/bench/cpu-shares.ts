import { readFileSync } from 'node:fs';
import type { Db } from '../src/db/database.ts';
import { backendCpuMs, cpuMsOf } from './cpu-meter.ts';
import type { CpuShares } from './mixed-load-summary.ts';

/** Linux's clock tick in /proc: 10 ms (USER_HZ is 100 on every Linux the shop runs on). */
const MS_PER_TICK = 10;

/** Every core's busy time in ms (all but idle and I/O wait), from the first line of /proc/stat. */
function machineBusyMs(): number | undefined {
  try {
    const [, ...ticks] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).map(Number);
    const [user = 0, nice = 0, system = 0, , , irq = 0, softirq = 0, steal = 0] = ticks;
    return (user + nice + system + irq + softirq + steal) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

const serversMs = (pids: readonly number[]) =>
  pids.reduce((sum, pid) => sum + (cpuMsOf(`/proc/${pid}/stat`) ?? 0), 0);

/**
 * Started before a load: `shares` afterwards states who used the machine's cores while it ran, as
 * percent of all of them: the load generator (its thread's own figure), the servers' processes,
 * the database's backends (when PostgreSQL runs on this machine) and the whole machine, others'
 * work included. Call it before the servers stop, while their processes and backends are there.
 */
export async function cpuMeter(db: Db, serverPids: readonly number[]) {
  const started = performance.now();
  const servers = serversMs(serverPids);
  const backends = await backendCpuMs(db);
  const machine = machineBusyMs();
  return {
    async shares(loadGeneratorMs: number | undefined, cores: number): Promise<CpuShares> {
      const available = (performance.now() - started) * cores;
      const share = (ms: number | undefined) =>
        ms === undefined ? undefined : Math.round((100 * ms) / available);
      const machineNow = machineBusyMs();
      const backendsNow = await backendCpuMs(db);
      let database = 0;
      for (const [pid, ms] of backendsNow) database += ms - (backends.get(pid) ?? 0);
      return {
        loadGenerator: share(loadGeneratorMs),
        servers: share(serversMs(serverPids) - servers),
        database: backendsNow.size > 0 ? share(database) : undefined,
        machine: share(machine === undefined || machineNow === undefined ? undefined : machineNow - machine),
      };
    },
  };
}
