import { describe, expect, it } from 'vitest';
import { countAnnouncedWrites } from './announced-writes.ts';
import { FreshReads } from './fresh-reads.ts';

/** A read returning the value the database holds when it runs, counting how often it ran. */
function database(initial: string) {
  const state = { value: initial, reads: 0 };
  const run = async () => {
    state.reads++;
    return state.value;
  };
  return { state, run };
}

describe('FreshReads on a database that announces its writes', () => {
  it('answers repeats from the last read until a write is announced, then reads again', async () => {
    const db = {};
    const writes = countAnnouncedWrites(db);
    const reads = new FreshReads<string>();
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
    const reads = new FreshReads<string>();
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
    const reads = new FreshReads<string>();
    expect(await reads.read(db, 'a', async () => 'for a')).toBe('for a');
    expect(await reads.read(db, 'b', async () => 'for b')).toBe('for b');
    expect(await reads.read(db, 'a', async () => 'read again')).toBe('for a');
  });
});

describe('FreshReads on a database that does not announce its writes', () => {
  it('reads again for every caller that asks after the last read', async () => {
    const db = {};
    const reads = new FreshReads<string>();
    const { state, run } = database('v1');
    await reads.read(db, 'version', run);
    state.value = 'v2';
    expect(await reads.read(db, 'version', run)).toBe('v2');
    expect(state.reads).toBe(2);
  });
});
