import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Db } from '../db/database.ts';
import { timeslots } from '../db/schema.ts';
import { ApiError } from '../http/api-error.ts';
import { auditBy } from '../modules/admin/index.ts';
import { auditOf, OWNER, staffIdOf } from '../modules/admin/testing.ts';
import { readBack, saveRecord } from './save-record.ts';

let t: TestApp;
let staffId: number;

beforeAll(async () => {
  t = await createTestApp();
  staffId = await staffIdOf(t, OWNER.email);
});
afterAll(() => t.close());

const slot = (startTime: string) => ({
  method: 'delivery' as const,
  startTime,
  endTime: '23:00',
  sortOrder: 9,
});
const slotsById = (tx: Db, id: number) =>
  tx.select({ id: timeslots.id, start: timeslots.startTime }).from(timeslots).where(eq(timeslots.id, id));
const timeslot = { table: timeslots, entity: 'test_slot', toWire: readBack(slotsById) };
const save = (change: Parameters<typeof saveRecord>[2]) =>
  t.db.transaction((tx) => saveRecord(tx, timeslot, change, auditBy(staffId)));

describe('saveRecord', () => {
  it('creates, then updates, with the API shape before and after in the logged changes', async () => {
    const created = await save({ id: undefined, values: slot('21:00') });
    const updated = await save({ id: created.id, values: slot('21:30') });
    expect(updated).toEqual({ id: created.id, start: '21:30' });
    const rows = await auditOf(t, 'test_slot', created.id);
    expect(rows.map(({ action, before, after }) => ({ action, before, after }))).toEqual([
      { action: 'test_slot.create', before: null, after: { id: created.id, start: '21:00' } },
      { action: 'test_slot.update', before: { id: created.id, start: '21:00' }, after: updated },
    ]);
  });

  it('answers not found for an id that names no row, or one outside the scope, and writes nothing', async () => {
    const missing = save({ id: 999_999, values: slot('21:00') });
    await expect(missing).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'This entry was not found.' });
    const created = await save({ id: undefined, values: slot('22:00') });
    const outside = save({ id: created.id, values: slot('22:30'), scope: eq(timeslots.method, 'pickup') });
    await expect(outside).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await slotsById(t.db, created.id))[0]!.start).toBe('22:00');
    expect(await auditOf(t, 'test_slot', 999_999)).toEqual([]);
  });

  it('runs the check after not found and before the write', async () => {
    const refuse = async () => {
      throw new ApiError('CONFLICT');
    };
    await expect(save({ id: 999_999, values: slot('21:00'), check: refuse })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    const created = await save({ id: undefined, values: slot('20:00') });
    await expect(save({ id: created.id, values: slot('20:30'), check: refuse })).rejects.toMatchObject({
      code: 'CONFLICT',
    });
    expect((await slotsById(t.db, created.id))[0]!.start).toBe('20:00');
  });
});
