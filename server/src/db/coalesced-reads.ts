import { announcedWritesOf } from './announced-writes.ts';
import { oncePerDb } from './once-per-db.ts';

/** Results kept for a database that announces its writes, all dropped at the next announcement. */
interface KeptSince<T> {
  writes: number;
  values: Map<string, T>;
}

/** A bound on keys kept between two writes, against callers inventing keys. */
const MAX_KEPT = 1_000;

/**
 * Request coalescing for reads whose result must show every write committed before the caller
 * asked (read-your-writes), such as the catalog version a cached response is checked against
 * (docs/catalog.md).
 *
 * One read runs per database and key, shared by every caller that asked before it started. A
 * caller that asks while a read runs waits for the next one, which starts once the running one has
 * settled and the event loop's turn has ended, and is shared by everyone who asked meanwhile,
 * requests the server read in the same turn included: the running read may have taken its
 * snapshot before that caller's own write committed. So every caller gets a read that began after
 * it asked, and N callers at once cost one or two reads instead of N. On a database that announces
 * its writes (PGlite, `announced-writes.ts`) a result is used again until the next announcement,
 * with no statement at all.
 *
 * The key names the read: callers passing the same key must want the same statement, since the
 * `run` of whoever starts a read serves them all.
 */
export class CoalescedReads<T> {
  private readonly flightsOf = oncePerDb((_: object): Map<string, Flight<T>> => new Map());
  private readonly kept = new WeakMap<object, KeptSince<T>>();

  read(db: object, key: string, run: () => Promise<T>): Promise<T> {
    const writes = announcedWritesOf(db);
    if (!writes) return this.shared(db, key, run);
    const kept = this.keptSince(db, writes.count);
    if (kept.values.has(key)) return Promise.resolve(kept.values.get(key) as T);
    const asked = writes.count;
    return this.shared(db, key, run).then((value) => {
      // The read began after `asked`: with no announcement since, nothing it missed was committed.
      if (writes.count === asked) {
        const current = this.keptSince(db, asked);
        if (current.values.size >= MAX_KEPT) current.values.clear();
        current.values.set(key, value);
      }
      return value;
    });
  }

  private shared(db: object, key: string, run: () => Promise<T>): Promise<T> {
    const flights = this.flightsOf(db);
    const flight = flights.get(key);
    if (!flight) return start(flights, key, run);
    flight.next ??= flight.settled.then(afterThisTurn).then(() => start(flights, key, run));
    return flight.next;
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

interface Flight<T> {
  /** Resolves, whatever the read gave, once the read has settled and the key is cleared if no one waits. */
  settled: Promise<void>;
  /** The read that starts once this one has settled, for the callers that came while it ran. */
  next?: Promise<T>;
}

const ignore = () => {};

/**
 * After the callbacks of this turn of the event loop: a read settles among the requests the server
 * reads in the same turn, and those that ask after it, but before the turn ends, join the next read
 * rather than wait for the one after it.
 */
const afterThisTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function start<T>(flights: Map<string, Flight<T>>, key: string, run: () => Promise<T>): Promise<T> {
  // A `run` that throws at once rejects its callers like one that rejects later.
  const read = new Promise<T>((resolve) => resolve(run()));
  const flight: Flight<T> = {
    settled: read.then(ignore, ignore).then(() => {
      if (!flight.next) flights.delete(key);
    }),
  };
  flights.set(key, flight);
  return read;
}
