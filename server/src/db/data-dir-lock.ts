import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * PGlite takes no lock of its own, and two processes on one directory silently lose commits, so the
 * server holds `server.lock` in the data directory, naming its process: the pid and, where the
 * system tells it (Linux), the process's start time, so a pid reused by an unrelated process after
 * a crash is not taken for the server that left the lock.
 *
 * Taking the lock is one atomic step (a hard link of a finished file, which fails when the lock
 * exists), so two servers starting together cannot both get it. Taking over a lock whose process
 * is gone happens under a second exclusive file, `server.lock.takeover`: whoever holds that reads
 * the lock again and removes it only if it still names the same gone process.
 */
export class DataDirLockedError extends Error {}

interface Holder {
  pid: number;
  /** Start time of the process in clock ticks since boot (Linux); absent elsewhere. */
  started: string | undefined;
}

const TAKEOVER_TRIES = 200;
const TAKEOVER_PAUSE_MS = 10;
/** A takeover lasts microseconds: a takeover file older than this was left by a crash. */
const ABANDONED_TAKEOVER_MS = 5000;

export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, 'server.lock');
  const me = describe({ pid: process.pid, started: startTimeOf(process.pid) });
  for (let attempt = 0; attempt < TAKEOVER_TRIES; attempt++) {
    if (createExclusive(file, me)) return () => releaseIfMine(file, me);
    const holder = readHolder(file);
    if (holder === undefined) continue; // Released between the two steps: try again.
    if (isAlive(holder)) {
      throw new DataDirLockedError(
        `Another server (pid ${holder.pid}) is using the data directory ${dataDir}. Stop it first, or give this one its own DATA_DIR.`,
      );
    }
    if (!removeIfStill(file, holder)) pause(TAKEOVER_PAUSE_MS);
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}

/** Writes `content` to `file` in one step, or answers false when `file` exists. */
function createExclusive(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(draft, content, { flag: 'wx' });
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(draft);
  }
}

/**
 * Removes the lock if it still names `stale`, holding the takeover file meanwhile. Answers false
 * when another process is taking over at this moment.
 */
function removeIfStill(file: string, stale: Holder): boolean {
  const takeover = `${file}.takeover`;
  if (!createExclusive(takeover, describe({ pid: process.pid, started: startTimeOf(process.pid) }))) {
    clearAbandonedTakeover(takeover);
    return false;
  }
  try {
    const current = readHolder(file);
    if (current && describe(current) === describe(stale)) unlinkSync(file);
    return true;
  } finally {
    unlinkSync(takeover);
  }
}

function clearAbandonedTakeover(takeover: string) {
  try {
    const holder = readHolder(takeover);
    const age = Date.now() - statSync(takeover).mtimeMs;
    if (holder && !isAlive(holder) && age > ABANDONED_TAKEOVER_MS) unlinkSync(takeover);
  } catch {
    // Gone already: the next try sees that.
  }
}

function releaseIfMine(file: string, me: string) {
  try {
    if (readFileSync(file, 'utf8') === me) unlinkSync(file);
  } catch {
    // Already gone: nothing to release.
  }
}

function describe(holder: Holder): string {
  return holder.started === undefined ? String(holder.pid) : `${holder.pid} ${holder.started}`;
}

function readHolder(file: string): Holder | undefined {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const [pid, started] = text.trim().split(/\s+/);
  return { pid: Number(pid), started };
}

/** The lock's process still runs: same pid and, when both are known, the same start time. */
function isAlive(holder: Holder): boolean {
  if (!Number.isInteger(holder.pid) || holder.pid <= 0 || holder.pid === process.pid) return false;
  const started = startTimeOf(holder.pid);
  if (started !== undefined) return holder.started === undefined || holder.started === started;
  if (procAvailable()) return false;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function procAvailable(): boolean {
  return startTimeOf(process.pid) !== undefined;
}

/** Field 22 of /proc/<pid>/stat, counted after the command name, which may hold spaces. */
function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
