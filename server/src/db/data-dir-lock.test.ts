import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const NO_SUCH_PID = '2147483646';

function lockedDir(content: string) {
  const dir = mkdtempSync(join(tmpdir(), 'lock-'));
  writeFileSync(join(dir, 'server.lock'), content);
  return dir;
}

/** The start time Linux gives the parent of this test process, a process alive for the whole test. */
function parentStartTime(): string {
  const stat = readFileSync(`/proc/${process.ppid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]!;
}

describe('lockDataDir', () => {
  it('refuses a directory locked by a running process', () => {
    expect(() => lockDataDir(lockedDir(String(process.ppid)))).toThrow(DataDirLockedError);
    expect(() => lockDataDir(lockedDir(`${process.ppid} ${parentStartTime()}`))).toThrow(
      /Another server \(pid \d+\) is using the data directory/,
    );
  });

  it('takes over a lock left by a process that has gone, and releases it', () => {
    const dir = lockedDir(NO_SUCH_PID);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid}( \\d+)?$`));
    release();
    expect(existsSync(join(dir, 'server.lock'))).toBe(false);
  });

  it('takes over a lock whose pid now belongs to another process (started at another time)', () => {
    const dir = lockedDir(`${process.ppid} 1`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toMatch(new RegExp(`^${process.pid} `));
    release();
  });
});

function contender() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', new URL('../../test/lock-contender.ts', import.meta.url).pathname],
    {
      stdio: ['pipe', 'pipe', 'inherit'],
    },
  );
  const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  return {
    child,
    async ask(command: string): Promise<string> {
      child.stdin!.write(`${command}\n`);
      const answer = await lines.next();
      return String(answer.value);
    },
  };
}

describe('two servers starting together on a directory with a stale lock', () => {
  it('exactly one of them gets it, every time', async () => {
    const contenders = [contender(), contender()];
    const stale = [NO_SUCH_PID, `${process.ppid} 1`];
    try {
      for (let round = 0; round < 150; round++) {
        const dir = lockedDir(stale[round % stale.length]!);
        const at = Date.now() + 30;
        const answers = await Promise.all(contenders.map((c) => c.ask(`go ${dir} ${at}`)));
        expect(
          answers.filter((a) => a === 'won'),
          `round ${round}: ${answers.join(', ')}`,
        ).toHaveLength(1);
        await Promise.all(contenders.map((c) => c.ask('release')));
        expect(existsSync(join(dir, 'server.lock'))).toBe(false);
      }
    } finally {
      for (const { child } of contenders) (child as ChildProcess).kill();
    }
  }, 120_000);
});
