import type { CallDef, CallOutput } from '@shop/contract/calls';
import type { Db } from '../../db/database.ts';
import { PreparedAnswer } from '../../http/prepared-answer.ts';
import { ListingCache, readCatalogVersion } from './listing-cache.ts';

/**
 * Whole answers of a public call that depends on nothing but what the catalog version counts,
 * kept as bytes per version and key: a repeat costs the version read alone.
 */
export class KeptAnswers<C extends CallDef> {
  private readonly cache = new ListingCache<PreparedAnswer<C>>();

  constructor(private readonly call: C) {}

  async get(db: Db, key: string, compute: () => Promise<CallOutput<C>>): Promise<PreparedAnswer<C>> {
    return this.cache.get(db, await readCatalogVersion(db), key, async () =>
      PreparedAnswer.of(this.call, await compute()),
    );
  }
}
