import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** Real servers started as `npm start` starts one, each a process of its own. */
export interface ServerProcesses {
  addresses: string[];
  pids: number[];
  stop: () => Promise<void>;
}

const MAIN = new URL('../src/main.ts', import.meta.url).pathname;
/** Generous: compiling the server on a busy 2-core machine has taken over a minute. */
const READY_WITHIN_MS = 180_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** Until `GET /health/ready` answers 200, as a load balancer waits before sending shoppers. */
async function ready(address: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + READY_WITHIN_MS;
  while (performance.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server at ${address} stopped with code ${child.exitCode}`);
    const ok = await fetch(`${address}/health/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`the server at ${address} was not ready within ${READY_WITHIN_MS / 1000} s`);
}

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

/**
 * `count` servers on the PostgreSQL database at `databaseUrl`, each in its own process on its own
 * port, sharing one signing secret as servers behind one load balancer must (docs/deploy.md), and
 * trusting the loopback as their proxy, so each simulated shopper's own address reaches the
 * per-address limits.
 */
export async function startServers(count: number, databaseUrl: string): Promise<ServerProcesses> {
  const jwtSecret = randomBytes(32).toString('base64url');
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];
  const stop = async () => {
    for (const child of children) child.kill('SIGTERM');
    await Promise.all(children.map(stopped));
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  };
  try {
    const addresses: string[] = [];
    for (let i = 0; i < count; i++) {
      const port = await freePort();
      const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-server-'));
      dataDirs.push(dataDir);
      const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          DATA_DIR: dataDir,
          JWT_SECRET: jwtSecret,
          TRUST_PROXY: '127.0.0.1',
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      });
      children.push(child);
      addresses.push(`http://127.0.0.1:${port}`);
    }
    await Promise.all(addresses.map((address, i) => ready(address, children[i]!)));
    return { addresses, pids: children.map((child) => child.pid!), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
