import { CLIENT_ID } from '@shop/contract/client-id';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject as provided } from 'vitest';
import { type AppDeps, buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config/env.ts';
import type { Db } from '../src/db/database.ts';
import { copyTemplate, type TestDbKind } from './test-database.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: TestDbKind;
  /** POST /api/{name}.php with client_id added, as the storefront calls it. */
  call(name: string, body?: Record<string, unknown>, headers?: Record<string, string>): Promise<CallResult>;
  close(): Promise<void>;
}

export interface CallResult {
  statusCode: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever fields the call answers
  body: any;
}

/** A refusal as every call gives one: the HTTP status, the error code, and a message in Chinese too. */
export function expectError(res: CallResult, http: number, code: string): void {
  expect(res.statusCode).toBe(http);
  expect(res.body).toMatchObject({ status: 0, err_code: code });
  expect(res.body.err_message_zh).toMatch(/[\u4e00-\u9fff]/);
}

/** The app on a private copy of the seeded template database (PGlite or PostgreSQL per project). */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'logStream'> = {},
): Promise<TestApp> {
  const kind = (process.env.TEST_DB ?? 'pglite') as TestDbKind;
  const testDb = await copyTemplate(kind, provided('dbTemplate'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: testDb.dataDir, WEB_DIST: '/nonexistent', ...env });
  const app = await buildApp({
    config,
    db: testDb.database.db,
    readPool: testDb.database.readPool,
    ...options,
  });
  return {
    app,
    db: testDb.database.db,
    kind,
    async call(name, body = {}, headers = {}) {
      const res = await app.inject({
        method: 'POST',
        url: `/api/${name}.php`,
        headers,
        payload: { client_id: CLIENT_ID, ...body },
      });
      return { statusCode: res.statusCode, body: res.json() };
    },
    async close() {
      await app.close();
      await testDb.destroy();
    },
  };
}

/**
 * A test file's one app on default settings (or `env`): opened before the file's tests, closed after
 * them. What it answers stands for that app, so the file's tests and helpers read it like the app.
 */
export function appPerFile(
  env: Record<string, string> = {},
  options: Pick<AppDeps, 'logStream'> = {},
): TestApp {
  let opened: TestApp | undefined;
  beforeAll(async () => {
    opened = await createTestApp(env, options);
  });
  afterAll(() => opened?.close());
  const app = (): TestApp => {
    if (!opened) throw new Error('The test app opens in beforeAll: use it inside a hook or a test.');
    return opened;
  };
  return {
    get app() {
      return app().app;
    },
    get db() {
      return app().db;
    },
    get kind() {
      return app().kind;
    },
    call: (...args) => app().call(...args),
    close: () => app().close(),
  };
}

/**
 * Something a test file's app is set up with before the file's tests (its lookups, a sign-in): the
 * object is empty until `beforeAll` fills it in, so a file names it once at the top and its tests read
 * it. Register it after the app (`appPerFile`), whose hook opens the app first.
 */
export function filledBeforeTests<Made extends object>(make: () => Promise<Made>): Made {
  const made = {} as Made;
  beforeAll(async () => {
    Object.assign(made, await make());
  });
  return made;
}
