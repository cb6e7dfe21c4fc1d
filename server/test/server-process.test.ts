import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const main = new URL('../src/main.ts', import.meta.url).pathname;

function startServer(dataDir: string, env: Record<string, string | undefined> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => {
    output += d;
  });
  child.stderr.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/"address":"(http:\/\/[^"]+)"/);
      if (match) {
        clearInterval(timer);
        resolve(match[1]!);
      }
    }, 100);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output}`));
    });
  });
  // A server expected to refuse to start never becomes ready; that is not an unhandled failure.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output };
}

async function stop(child: ChildProcess, exited: Promise<number | null>) {
  child.kill('SIGTERM');
  return exited;
}

describe('the server process', () => {
  it('serves on the loopback only when NODE_ENV and HOST are unset, refuses a second server on the same data directory, and stops cleanly on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-process-'));
    const first = startServer(dataDir, { NODE_ENV: undefined, HOST: undefined });
    const address = await first.ready;
    expect(['127.0.0.1', '[::1]']).toContain(new URL(address).hostname);
    const answer = await fetch(`${address}/api/shop_info_get.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"client_id":47}',
    });
    expect((await answer.json()).status).toBe(1);

    const second = startServer(dataDir);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another server \(pid \d+\) is using the data directory/);

    expect(await stop(first.child, first.exited)).toBe(0);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  }, 120_000);

  it('refuses to start in production without PUBLIC_URL, saying what to set', async () => {
    const server = startServer(mkdtempSync(join(tmpdir(), 'shop-process-')), {
      NODE_ENV: 'production',
      PUBLIC_URL: '',
    });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PUBLIC_URL must be set in production');
  }, 60_000);

  it('refuses to create a database over a data directory it cannot read', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shop-process-'));
    mkdirSync(join(dataDir, 'pgdata'));
    writeFileSync(join(dataDir, 'pgdata', 'precious.txt'), 'not a database');
    const server = startServer(dataDir);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/refusing to create a new one/);
    expect(existsSync(join(dataDir, 'pgdata', 'precious.txt'))).toBe(true);
  }, 60_000);
});
