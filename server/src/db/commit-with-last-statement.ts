import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './database.ts';
import * as schema from './schema.ts';

/** Ends a transaction: its last statement, and the COMMIT in the same round trip. */
export interface Closing {
  commitWith<T>(query: SQL): Promise<T[]>;
}

/**
 * A transaction whose BEGIN goes with its first statement and whose last statement can carry the
 * COMMIT, each in one round trip (PostgreSQL's extended protocol runs the messages before a Sync in
 * order, and skips the rest after an error). A row lock the last statement takes is
 * then held only while PostgreSQL runs it and commits: never while the answer travels back and
 * waits for this process's event loop, which is busiest exactly when many buyers queue on one row.
 * If `work` never calls `commitWith`, the transaction commits as usual; any error rolls it back.
 */
export async function transactionWithClosing<T>(
  db: Db,
  work: (tx: Db, closing: Closing) => Promise<T>,
): Promise<T> {
  const pool = (db as unknown as { $client: unknown }).$client;
  if (!(pool instanceof pg.Pool)) {
    // PGlite runs inside this process: there is no round trip to save.
    return db.transaction((tx) =>
      work(tx, {
        commitWith: async <R>(query: SQL) => ((await tx.execute(query)) as unknown as { rows: R[] }).rows,
      }),
    );
  }
  const client = await pool.connect();
  let open = false;
  beginWithFirstStatement(client, () => {
    open = true;
  });
  try {
    const result = await work(dbOn(client), {
      async commitWith<R>(query: SQL) {
        if (!open) {
          Reflect.deleteProperty(client, 'query');
          await client.query('BEGIN');
          open = true;
        }
        const rows = await sendThenCommit<R>(client, query);
        open = false;
        return rows;
      },
    });
    if (open) {
      await client.query('COMMIT');
      open = false;
    }
    return result;
  } catch (error) {
    if (open) await client.query('ROLLBACK');
    throw error;
  } finally {
    // The pooled connection goes back as it came: its next user's first statement gets no BEGIN.
    Reflect.deleteProperty(client, 'query');
    client.release();
  }
}

/**
 * Sends BEGIN in the same round trip as the transaction's first statement: the client's next
 * `query` (drizzle's) goes out as `AfterBegin`, then the client's own `query` is back.
 */
function beginWithFirstStatement(client: pg.PoolClient, begun: () => void) {
  const submit = Object.getPrototypeOf(client).query as (query: pg.Query) => unknown;
  Object.defineProperty(client, 'query', {
    configurable: true,
    writable: true,
    value: (config: pg.QueryConfig, values?: unknown[]) => {
      Reflect.deleteProperty(client, 'query');
      begun();
      const first = { ...config, values: values ?? config.values, queryMode: 'extended' } as pg.QueryConfig;
      return new Promise((resolve, reject) => {
        submit.call(
          client,
          new AfterBegin(first, (error, result) => (error ? reject(error) : resolve(result))),
        );
      });
    },
  });
}

const dialect = new PgDialect();
const dbs = new WeakMap<pg.PoolClient, Db>();

/** Drizzle over one pooled connection, kept with it: the pool hands out the same few again and again. */
function dbOn(client: pg.PoolClient): Db {
  let db = dbs.get(client);
  if (!db) {
    db = drizzle({ client, schema }) as unknown as Db;
    dbs.set(client, db);
  }
  return db;
}

interface Wire {
  parse(message: { text: string }): void;
  bind(message: object): void;
  execute(message: { portal?: string }): void;
  sync(): void;
}

/**
 * pg's extended query (Parse, Bind, Describe, Execute, Sync) with COMMIT's Parse, Bind and Execute
 * put before the Sync. After an error PostgreSQL skips everything up to the Sync, so the COMMIT runs
 * only after the statement succeeded; the transaction is then left aborted for the ROLLBACK.
 */
class ThenCommit extends pg.Query {
  _getRows(connection: Wire) {
    connection.execute({ portal: '' });
    connection.parse({ text: 'COMMIT' });
    connection.bind({});
    connection.execute({});
    connection.sync();
  }
}

/** pg's extended query with BEGIN's Parse, Bind and Execute first, answering the statement's result alone. */
class AfterBegin extends pg.Query {
  prepare(connection: Wire) {
    connection.parse({ text: 'BEGIN' });
    connection.bind({});
    connection.execute({});
    (pg.Query.prototype as unknown as { prepare(c: Wire): void }).prepare.call(this, connection);
  }

  handleReadyForQuery(connection: unknown) {
    const self = this as unknown as { _results: unknown };
    if (Array.isArray(self._results)) self._results = self._results.at(-1);
    (pg.Query.prototype as unknown as { handleReadyForQuery(c: unknown): void }).handleReadyForQuery.call(
      this,
      connection,
    );
  }
}

function sendThenCommit<R>(client: pg.PoolClient, query: SQL): Promise<R[]> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const config = { text, values: params, queryMode: 'extended' } as pg.QueryConfig;
  return new Promise((resolve, reject) => {
    client.query(
      new ThenCommit(config, (error, results) => {
        // Two results: the statement's and the COMMIT's.
        if (error) reject(error);
        else resolve((results as unknown as pg.QueryResult[])[0]!.rows as R[]);
      }),
    );
  });
}
