import type { Db } from './database.ts';

/**
 * A query built and prepared once per database, for the statements of the hottest calls: building
 * a Drizzle query on every call was a visible share of a kept listing's cost (docs/bench.md).
 */
export function preparedPerDb<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
