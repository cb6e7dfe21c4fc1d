import { integer, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * An integer column holding another table's serial id, with its foreign key: `integer … REFERENCES`.
 * Chain `.notNull()` for a required one. Drizzle spells this in three lines at each of some eighty
 * columns; here it is one, and the column's type still reads in the name.
 */
export function integerReference<Name extends string>(
  name: Name,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) {
  return integer(name).references(target, actions);
}
