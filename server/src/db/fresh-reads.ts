import { announcedWritesOf } from './announced-writes.ts';
import { CoalescedReads } from './coalesced-reads.ts';

/** Results kept for a database that announces its writes, all dropped at the next announcement. */
interface KeptSince<T> {
  writes: number;
  values: Map<string, T>;
}

/** A bound on keys kept between two writes, against callers inventing keys. */
const MAX_KEPT = 1_000;

/**
 * Reads whose result must show every write committed before the caller asked (read-your-writes),
 * such as the catalog version a kept answer is checked against (docs/catalog.md). On a database
 * that announces its writes (PGlite, `announced-writes.ts`) a result is used again until the next
 * announcement, with no statement; elsewhere callers at once share reads (`CoalescedReads`).
 */
export class FreshReads<T> {
  private readonly coalesced = new CoalescedReads<T>();
  private readonly kept = new WeakMap<object, KeptSince<T>>();

  read(db: object, key: string, run: () => Promise<T>): Promise<T> {
    const writes = announcedWritesOf(db);
    if (!writes) return this.coalesced.read(db, key, run);
    const kept = this.keptSince(db, writes.count);
    if (kept.values.has(key)) return Promise.resolve(kept.values.get(key) as T);
    const asked = writes.count;
    return this.coalesced.read(db, key, run).then((value) => {
      // The read began after `asked`: with no announcement since, nothing it missed was committed.
      if (writes.count === asked) {
        const current = this.keptSince(db, asked);
        if (current.values.size >= MAX_KEPT) current.values.clear();
        current.values.set(key, value);
      }
      return value;
    });
  }

  private keptSince(db: object, writes: number): KeptSince<T> {
    let kept = this.kept.get(db);
    if (!kept || kept.writes !== writes) {
      kept = { writes, values: new Map() };
      this.kept.set(db, kept);
    }
    return kept;
  }
}
