import type { PGlite } from '@electric-sql/pglite';
import { statementsDuring } from './statements-sent.ts';
import type { TestApp } from './test-app.ts';

/**
 * How many statements the test app's database is asked to run while `work` runs: what pg sends to
 * PostgreSQL, or the queries PGlite's client is handed (a transaction counts as one).
 */
export async function statementsRunDuring(t: TestApp, work: () => Promise<unknown>): Promise<number> {
  if (t.kind === 'postgres') return (await statementsDuring(work)).length;
  const client = (t.db as unknown as { $client: PGlite }).$client;
  const methods = ['query', 'exec', 'transaction'] as const;
  const originals = methods.map((name) => client[name]);
  let count = 0;
  for (const [i, name] of methods.entries()) {
    const original = originals[i] as (...args: unknown[]) => unknown;
    Object.assign(client, {
      [name]: (...args: unknown[]) => {
        count++;
        return original.apply(client, args);
      },
    });
  }
  try {
    await work();
  } finally {
    for (const [i, name] of methods.entries()) Object.assign(client, { [name]: originals[i] });
  }
  return count;
}
