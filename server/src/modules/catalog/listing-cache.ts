import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogVersion } from './catalog.tables.ts';

/**
 * Listings (ids and totals, facet counts) remembered per catalog version. The version is bumped by
 * triggers on every write a listing depends on (migration 0012), so an entry is used only while nothing
 * it was computed from has changed, whichever process or code path wrote. Stock is not part of an
 * entry: product rows and variants are always loaded fresh.
 */
const MAX_ENTRIES_PER_DB = 500;

interface Entry<T> {
  version: number;
  value: T;
}

export class ListingCache<T> {
  /** Per database, so apps on different databases in one process (tests) never share entries. */
  private readonly byDb = new WeakMap<Db, Map<string, Entry<T>>>();

  /** `version` must come from readCatalogVersion before `compute` runs its queries. */
  async get(db: Db, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    let entries = this.byDb.get(db);
    if (!entries) {
      entries = new Map();
      this.byDb.set(db, entries);
    }
    const hit = entries.get(key);
    // Re-inserting keeps the Map in least-recently-used order for eviction.
    entries.delete(key);
    if (hit && hit.version === version) {
      entries.set(key, hit);
      return hit.value;
    }
    // compute() reads in a later snapshot than the version did: a value is never older than its version.
    const value = await compute();
    entries.set(key, { version, value });
    if (entries.size > MAX_ENTRIES_PER_DB) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    return value;
  }
}

export async function readCatalogVersion(db: Db): Promise<number> {
  const [row] = await db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(sql`${catalogVersion.id}`);
  return row?.version ?? 0;
}
