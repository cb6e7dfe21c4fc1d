import { integer, type ReferenceConfig } from 'drizzle-orm/pg-core';

/**
 * An integer column holding another table's serial id, with its foreign key (`integer … REFERENCES`);
 * chain `.notNull()`, `.unique()` or `.primaryKey()` as the column needs. The shop's eighty foreign
 * keys are all of this one kind, so it is said once, and the column's type still reads in the name.
 */
export function integerReference<Name extends string>(
  name: Name,
  target: ReferenceConfig['ref'],
  actions?: ReferenceConfig['actions'],
) {
  return integer(name).references(target, actions);
}
