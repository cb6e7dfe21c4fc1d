import { type ChildProcess, spawn } from 'node:child_process';
import { CLIENT_ID } from '@shop/contract/client-id';

const main = new URL('../../src/main.ts', import.meta.url).pathname;

/** One real server process (`node --import tsx server/src/main.ts`), as `npm start` runs it. */
export interface SpawnedServer {
  child: ChildProcess;
  /** The listening address, once the server says it is ready. */
  ready: Promise<string>;
  exited: Promise<number | null>;
  output(): string;
}

/**
 * Starts a server on a free port. `database` is a DATA_DIR for PGlite or a postgres:// URL.
 * The JWT secret is given, so every server of one shop signs and checks the same tokens.
 */
export function spawnServer(database: { dataDir: string; url?: string }, env: Record<string, string> = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.url ?? '',
      JWT_SECRET: 'hardening-tests-shared-secret-0123456789',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = output.match(/"address":"(http:\/\/[^"]+)"/);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}: ${output.slice(-2000)}`));
    });
  });
  // A server expected to refuse to start never becomes ready; that is not an unhandled failure.
  ready.catch(() => undefined);
  return { child, ready, exited, output: () => output } satisfies SpawnedServer;
}

/** SIGKILL: no shutdown hook runs, exactly like a power cut or the OOM killer. */
export async function killHard(server: SpawnedServer): Promise<void> {
  server.child.kill('SIGKILL');
  await server.exited;
}

export async function stopServer(server: SpawnedServer): Promise<number | null> {
  server.child.kill('SIGTERM');
  return server.exited;
}

export interface Answer {
  httpStatus: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields the call answers
  body: any;
}

/** POST /api/{name}.php over HTTP, as the storefront calls it. */
export async function callOver(
  address: string,
  name: string,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<Answer> {
  const res = await fetch(`${address}/api/${name}.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ client_id: CLIENT_ID, ...body }),
  });
  return { httpStatus: res.status, body: await res.json() };
}
