import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';
import { serveBareAnswer } from './bare-answer.ts';
import { timedLoop } from './flows.ts';
import { offThread } from './off-thread.ts';

/** Short: the references set the scale of a run, they are not what is measured. */
const SECONDS = 3;
/** As many at once as the loads send, through the same pool the server uses. */
const CONNECTIONS = 20;

/** What this machine does at best at the same moment, per second, to state each result against. */
export interface References {
  bareRoute: number;
  indexedRead: number;
  singleRowWrite: number;
}

const timedStatement = async (db: Db, statement: ReturnType<typeof sql>) => {
  const start = performance.now();
  await db.execute(statement);
  return performance.now() - start;
};

/**
 * A Fastify route answering a tiny JSON in a process of its own (as the real server runs), then one
 * primary-key read and one single-row insert (its own commit each) on the bench's database.
 */
export async function measureReferences(db: Db): Promise<References> {
  const bare = await serveBareAnswer({
    body: Buffer.from('{"status":1}'),
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  let bareRoute: number;
  try {
    bareRoute = (
      await offThread({ kind: 'post', name: 'bare route', url: bare.url, body: {}, seconds: SECONDS })
    ).requestsPerSecond;
  } finally {
    bare.stop();
  }
  const loop = { seconds: SECONDS, workers: CONNECTIONS };
  const read = await timedLoop('indexed read', loop, [db], (d) =>
    timedStatement(d, sql`SELECT id, slug FROM products WHERE id = 1`),
  );
  await db.execute(
    sql`CREATE TABLE IF NOT EXISTS bench_reference_writes (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now())`,
  );
  const write = await timedLoop('single-row write', loop, [db], (d) =>
    timedStatement(d, sql`INSERT INTO bench_reference_writes DEFAULT VALUES`),
  );
  return { bareRoute, indexedRead: read.requestsPerSecond, singleRowWrite: write.requestsPerSecond };
}
