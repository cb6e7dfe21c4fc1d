import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database.ts';
import type { ApiError } from '../http/api-error.ts';
import type { ChangeLog } from './change-log.ts';
import { entryNotFound } from './entry-not-found.ts';

/** A table the console edits row by row, keyed by a numeric `id`. */
type RecordTable = PgTable & { id: AnyPgColumn<{ data: number }>; $inferSelect: { id: number } };

/** One kind of record the console saves: where it lives, its name in the change log and its API shape. */
export interface SavedRecord<T extends RecordTable, Wire> {
  table: T;
  /** The logged `entity`, e.g. `pickup_store`; the action is `<entity>.create` or `<entity>.update`. */
  entity: string;
  /** The row as the console sees it, which is also what the change log keeps before and after. */
  toWire: (row: T['$inferSelect'], tx: Db) => Wire | Promise<Wire>;
  /** The refusal for an `id` that names no row; `entryNotFound` unless the record has its own words. */
  notFound?: () => ApiError;
}

export interface RecordChange<T extends RecordTable> {
  /** The row to update; unset inserts a new one. */
  id: number | undefined;
  values: PgInsertValue<T>;
  /** Narrows which rows `id` may name (the items of one section): any other is not found. */
  scope?: SQL;
  /** Refusals that must come after "not found" and before the write. */
  check?: () => Promise<void>;
}

/** The `toWire` of a record whose API shape joins other tables: the repository's reader, by id. */
export function readBack<Wire>(read: (tx: Db, id: number) => Promise<Wire[]>) {
  return async (row: { id: number }, tx: Db): Promise<Wire> => (await read(tx, row.id))[0]!;
}

/*
 * Drizzle cannot work out its result types for a table that is still a type parameter, so the
 * queries are built on PgTable and their rows given back the table's own row type.
 */
type Row<T extends RecordTable> = T['$inferSelect'];

async function lockRow<T extends RecordTable>(tx: Db, table: T, id: number, scope: SQL | undefined) {
  const rows = await tx
    .select()
    .from<PgTable>(table)
    .where(and(eq(table.id, id), scope))
    .for('update');
  return rows[0] as Row<T> | undefined;
}

async function writeRow<T extends RecordTable>(
  tx: Db,
  table: T,
  id: number | undefined,
  values: PgInsertValue<T>,
) {
  const rows =
    id === undefined
      ? await tx.insert<PgTable>(table).values(values).returning()
      : await tx.update<PgTable>(table).set(values).where(eq(table.id, id)).returning();
  return rows[0] as Row<T>;
}

/**
 * Inserts or updates one row and reports it to the change log, in the caller's transaction. The row
 * is locked before it is read, so the logged `before` is exactly what the update replaced.
 */
export async function saveRecord<T extends RecordTable, Wire>(
  tx: Db,
  record: SavedRecord<T, Wire>,
  change: RecordChange<T>,
  log: ChangeLog,
): Promise<Wire> {
  const { table, entity, toWire } = record;
  const before = change.id === undefined ? undefined : await lockRow(tx, table, change.id, change.scope);
  if (change.id !== undefined && !before) throw (record.notFound ?? entryNotFound)();
  // Before the write: a toWire that reads joined rows would otherwise see the new state.
  const wasWire = before ? await toWire(before, tx) : null;
  await change.check?.();
  const row = await writeRow(tx, table, change.id, change.values);
  const after = await toWire(row, tx);
  await log(tx, {
    action: `${entity}.${before ? 'update' : 'create'}`,
    entity,
    entityId: row.id,
    before: wasWire,
    after,
  });
  return after;
}
