import { sql } from 'drizzle-orm';
import { CoalescedReads } from '../../db/coalesced-reads.ts';
import type { Db } from '../../db/database.ts';
import { oncePerDb } from '../../db/once-per-db.ts';
import { catalogVersion } from './catalog.tables.ts';

/**
 * Values cached per catalog version (listing pages, facet counts, whole responses, settings). The
 * version is bumped by triggers on every write such a value depends on (migration 0012), so an
 * entry is used only while nothing it was computed from has changed, whichever process or code
 * path wrote. Stock moves without bumping the version: whoever caches stock in an entry checks it
 * again.
 */
const MAX_ENTRIES_PER_DB = 500;

export interface CacheEntry<T> {
  version: number;
  value: T;
}

export class CatalogCache<T> {
  private readonly entriesOf = oncePerDb((_: Db): Map<string, CacheEntry<T>> => new Map());

  /** `version` must come from readCatalogVersion before `compute` runs its queries. */
  async get(db: Db, version: number, key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.peek(db, key);
    if (hit && hit.version === version) return hit.value;
    // compute() reads in a later snapshot than the version did: a value is never older than its version.
    const value = await compute();
    this.put(db, key, version, value);
    return value;
  }

  /** The last entry cached for the key, whatever its version: the caller compares the version. */
  peek(db: Db, key: string): CacheEntry<T> | undefined {
    const entries = this.entriesOf(db);
    const hit = entries.get(key);
    if (hit) {
      // Re-inserting keeps the Map in least-recently-used order for eviction.
      entries.delete(key);
      entries.set(key, hit);
    }
    return hit;
  }

  put(db: Db, key: string, version: number, value: T): void {
    const entries = this.entriesOf(db);
    entries.delete(key);
    entries.set(key, { version, value });
    if (entries.size > MAX_ENTRIES_PER_DB) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
  }
}

const catalogVersionQuery = oncePerDb((db: Db) =>
  db
    .select({ version: catalogVersion.version })
    .from(catalogVersion)
    .where(sql`${catalogVersion.id}`)
    .prepare('catalog_version'),
);

const versionReads = new CoalescedReads<number>();

/** The catalog version, showing every write committed before the call (a coalesced read). */
export function readCatalogVersion(db: Db): Promise<number> {
  return versionReads.read(db, 'catalog_version', async () => {
    const [row] = await catalogVersionQuery(db).execute();
    return row?.version ?? 0;
  });
}
