import { defineConfig } from 'vitest/config';

/**
 * Unit tests run once; API tests (`*.api.test.ts`) run on embedded PGlite and, when
 * TEST_DATABASE_URL is set, again on PostgreSQL, so both databases answer the same way.
 */
const apiTests = ['server/**/*.api.test.ts'];

const apiProject = (db: 'pglite' | 'postgres') => ({
  extends: true as const,
  test: {
    name: `api-${db}`,
    include: apiTests,
    env: { TEST_DB: db, NODE_ENV: 'test' },
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['contract/**/*.test.ts', 'server/**/*.test.ts', 'web/src/**/*.test.ts'],
          exclude: [...apiTests, '**/node_modules/**'],
          env: { NODE_ENV: 'test' },
        },
      },
      apiProject('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('postgres')] : []),
    ],
  },
});
