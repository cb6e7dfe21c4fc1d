import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once; API tests (`*.api.test.ts`) run on embedded PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL, so both databases answer the same way. Tests of
 * what only PostgreSQL has (row locks held by a second connection, the statements sent over the
 * wire) are `*.postgres.test.ts` and run in the PostgreSQL project alone.
 */
const apiTests = ['server/**/*.api.test.ts'];
const postgresTests = ['server/**/*.postgres.test.ts'];

const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: db === 'postgres' ? [...apiTests, ...postgresTests] : apiTests,
    env: { TEST_DB: db, NODE_ENV: 'test' },
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    // A worker keeps the modules it has loaded from one test file to the next instead of loading
    // the whole server again for each: that import was a third of the suite's time. What a test
    // file opens (an app, its database) is still its own, and module-level state is keyed by the
    // database or config it belongs to (docs/testing.md).
    isolate: false,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [...apiTests, ...postgresTests, '**/node_modules/**'],
          env: { NODE_ENV: 'test' },
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
