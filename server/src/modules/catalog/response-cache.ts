import type { CallDef, CallOutput } from '@shop/contract/calls';
import type { Db } from '../../db/database.ts';
import { PreparedAnswer } from '../../http/prepared-answer.ts';
import { CatalogCache, readCatalogVersion } from './catalog-cache.ts';

/**
 * A response cache for a public call that depends on nothing but what the catalog version counts:
 * whole responses kept as bytes per version and key, so a repeat costs the version read alone.
 */
export class ResponseCache<C extends CallDef> {
  private readonly cache = new CatalogCache<PreparedAnswer<C>>();

  constructor(private readonly call: C) {}

  async get(db: Db, key: string, compute: () => Promise<CallOutput<C>>): Promise<PreparedAnswer<C>> {
    return this.cache.get(db, await readCatalogVersion(db), key, async () =>
      PreparedAnswer.of(this.call, await compute()),
    );
  }
}
