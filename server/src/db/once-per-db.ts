/**
 * A value made once per database and kept for as long as the database is: a prepared statement
 * (building a Drizzle query on every call was a visible share of a kept listing's cost,
 * docs/performance.md), or a cache, so apps on different databases in one process (tests) never
 * share.
 */
export function oncePerDb<D extends object, V>(make: (db: D) => V): (db: D) => V {
  const made = new WeakMap<D, V>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
