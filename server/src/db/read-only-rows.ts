import { getTableColumns } from 'drizzle-orm';
import { type PgTable, QueryBuilder } from 'drizzle-orm/pg-core';

const builder = new QueryBuilder();

/**
 * A table's rows as a subquery named `name`, for a domain that lets another domain join its rows
 * into one statement without handing out the table itself: the caller can select and join it, never
 * write to it. PostgreSQL flattens a plain subquery like this into the outer query, so the plan is
 * the one a join of the table would get.
 */
export const readOnlyRows = <T extends PgTable, N extends string>(table: T, name: N) =>
  builder
    .select(getTableColumns(table))
    .from(table as PgTable)
    .as(name);
