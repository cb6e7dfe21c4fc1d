import type { PGlite } from '@electric-sql/pglite';

/** Catalog writes a database has announced to this process (migration 0017), counted. */
export class AnnouncedWrites {
  count = 0;

  announce(): void {
    this.count++;
  }
}

/** Per database; only databases that announce their catalog writes have one. */
const byDb = new WeakMap<object, AnnouncedWrites>();

export const announcedWritesOf = (db: object): AnnouncedWrites | undefined => byDb.get(db);

export function countAnnouncedWrites(db: object): AnnouncedWrites {
  const writes = new AnnouncedWrites();
  byDb.set(db, writes);
  return writes;
}

/**
 * Has PGlite announce every committed catalog write to this process, the only one that can write
 * to its directory. PGlite queues the listener while it reads the commit's result, before the
 * writing statement resolves, so the count has moved before the writer or anyone else can act.
 */
export async function listenForCatalogWrites(db: object, client: PGlite): Promise<void> {
  const writes = countAnnouncedWrites(db);
  await client.exec(`SET shop.announce_catalog_writes = 'on'`);
  await client.listen('shop_catalog_writes', () => writes.announce());
}
