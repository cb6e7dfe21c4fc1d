import { describe, expect, it } from 'vitest';
import { countAnnouncedWrites } from './announced-writes.ts';
import { CoalescedReads } from './coalesced-reads.ts';

/** A read the test settles by hand, recording each time one starts. */
function manualReads() {
  const started: { resolve: (v: string) => void; reject: (e: Error) => void }[] = [];
  const run = () =>
    new Promise<string>((resolve, reject) => {
      started.push({ resolve, reject });
    });
  return { started, run };
}

/** Lets every settled promise's callbacks run, and a read that starts at the end of their turn. */
const settle = async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => setImmediate(resolve));
};

const db = {};

/** A read returning the value the database holds when it runs, counting how often it ran. */
function database(initial: string) {
  const state = { value: initial, reads: 0 };
  const run = async () => {
    state.reads++;
    return state.value;
  };
  return { state, run };
}

describe('CoalescedReads on a database that does not announce its writes', () => {
  it('gives a caller that asks while a read runs the result of a read started after it asked', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const first = reads.read(db, 'version', run);
    const late = reads.read(db, 'version', run);
    started[0]!.resolve('before the write');
    expect(await first).toBe('before the write');
    await settle();
    expect(started).toHaveLength(2);
    started[1]!.resolve('after the write');
    expect(await late).toBe('after the write');
  });

  it('serves many callers at once with two reads, not one each', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const answers = Array.from({ length: 20 }, () => reads.read(db, 'version', run));
    expect(started).toHaveLength(1);
    started[0]!.resolve('first');
    await settle();
    expect(started).toHaveLength(2);
    started[1]!.resolve('second');
    expect(await Promise.all(answers)).toEqual(['first', ...Array(19).fill('second')]);
    expect(started).toHaveLength(2);
  });

  it('lets requests read in the same turn as a settled read share the next read, not the one after', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const first = reads.read(db, 'version', run);
    const waiting = reads.read(db, 'version', run);
    // Two callbacks of one turn of the event loop: the read's answer arrives, then another request.
    let sameTurn: Promise<string> | undefined;
    setImmediate(() => started[0]!.resolve('first'));
    setImmediate(() => {
      sameTurn = reads.read(db, 'version', run);
    });
    expect(await first).toBe('first');
    await settle();
    expect(started).toHaveLength(2);
    started[1]!.resolve('second');
    expect(await Promise.all([waiting, sameTurn])).toEqual(['second', 'second']);
    expect(started).toHaveLength(2);
  });

  it('starts a new read for a caller that comes after the last one settled', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const first = reads.read(db, 'version', run);
    started[0]!.resolve('first');
    await first;
    await settle();
    const again = reads.read(db, 'version', run);
    expect(started).toHaveLength(2);
    started[1]!.resolve('second');
    expect(await again).toBe('second');
  });

  it('rejects only the callers a failed read served, and still runs the next read', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const failed = reads.read(db, 'version', run);
    const queued = [reads.read(db, 'version', run), reads.read(db, 'version', run)];
    started[0]!.reject(new Error('connection lost'));
    await expect(failed).rejects.toThrow('connection lost');
    await settle();
    started[1]!.resolve('recovered');
    expect(await Promise.all(queued)).toEqual(['recovered', 'recovered']);
  });

  it('rejects the callers of a read whose run throws at once, and reads again for the next caller', async () => {
    const reads = new CoalescedReads<string>();
    await expect(
      reads.read(db, 'version', () => {
        throw new Error('not prepared');
      }),
    ).rejects.toThrow('not prepared');
    await settle();
    expect(await reads.read(db, 'version', async () => 'fine')).toBe('fine');
  });

  it('never shares a read between keys or between databases', async () => {
    const reads = new CoalescedReads<string>();
    const { started, run } = manualReads();
    const answers = [reads.read(db, 'a', run), reads.read(db, 'b', run), reads.read({}, 'a', run)];
    expect(started).toHaveLength(3);
    started.forEach((read, i) => {
      read.resolve(`read ${i}`);
    });
    expect(await Promise.all(answers)).toEqual(['read 0', 'read 1', 'read 2']);
  });

  it('reads again for every caller that asks after the last read', async () => {
    const db = {};
    const reads = new CoalescedReads<string>();
    const { state, run } = database('v1');
    await reads.read(db, 'version', run);
    state.value = 'v2';
    expect(await reads.read(db, 'version', run)).toBe('v2');
    expect(state.reads).toBe(2);
  });
});

describe('CoalescedReads on a database that announces its writes', () => {
  it('answers repeats from the last read until a write is announced, then reads again', async () => {
    const db = {};
    const writes = countAnnouncedWrites(db);
    const reads = new CoalescedReads<string>();
    const { state, run } = database('v1');
    expect(await reads.read(db, 'version', run)).toBe('v1');
    expect(await reads.read(db, 'version', run)).toBe('v1');
    expect(state.reads).toBe(1);
    state.value = 'v2';
    writes.announce();
    expect(await reads.read(db, 'version', run)).toBe('v2');
    expect(state.reads).toBe(2);
  });

  it('never keeps a result when a write was announced while it was being read', async () => {
    const db = {};
    const writes = countAnnouncedWrites(db);
    const reads = new CoalescedReads<string>();
    const state = { value: 'before' };
    const racing = async () => {
      const seen = state.value;
      state.value = 'after';
      writes.announce();
      return seen;
    };
    expect(await reads.read(db, 'version', racing)).toBe('before');
    expect(await reads.read(db, 'version', async () => state.value)).toBe('after');
  });

  it('keeps results per key', async () => {
    const db = {};
    countAnnouncedWrites(db);
    const reads = new CoalescedReads<string>();
    expect(await reads.read(db, 'a', async () => 'for a')).toBe('for a');
    expect(await reads.read(db, 'b', async () => 'for b')).toBe('for b');
    expect(await reads.read(db, 'a', async () => 'read again')).toBe('for a');
  });
});
