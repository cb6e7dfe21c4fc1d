import { oncePerDb } from './once-per-db.ts';

/**
 * One read in flight per database and key, shared by every caller that asked before it started.
 * A caller that asks while a read runs waits for the next one, which starts when the running one
 * settles and is shared by everyone who asked meanwhile: the running read may have taken its
 * snapshot before that caller's own write committed, and a caller must always see its own writes.
 * So every caller gets a read that began after it asked, and N callers at once cost one or two
 * reads instead of N (docs/catalog.md).
 *
 * The key names the read: callers passing the same key must want the same statement, since the
 * `run` of whoever starts a read serves them all.
 */
export class CoalescedReads<T> {
  private readonly flightsOf = oncePerDb((_: object): Map<string, Flight<T>> => new Map());

  read(db: object, key: string, run: () => Promise<T>): Promise<T> {
    const flights = this.flightsOf(db);
    const flight = flights.get(key);
    if (!flight) return start(flights, key, run);
    flight.next ??= flight.settled.then(() => start(flights, key, run));
    return flight.next;
  }
}

interface Flight<T> {
  /** Resolves, whatever the read gave, once the read has settled and the key is cleared if no one waits. */
  settled: Promise<void>;
  /** The read that starts once this one has settled, for the callers that came while it ran. */
  next?: Promise<T>;
}

const ignore = () => {};

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
