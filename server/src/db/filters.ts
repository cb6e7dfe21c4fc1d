import { type Column, eq, type SQL } from 'drizzle-orm';

/**
 * `column = value` when a value is given; undefined (no condition: `and()` and `where()` skip it)
 * when it is not, so a list's optional filter narrows the rows only when the caller asked it to.
 */
export function eqWhenGiven<T>(column: Column, value: T | undefined): SQL | undefined {
  return value === undefined ? undefined : eq(column, value);
}
