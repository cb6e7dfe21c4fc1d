import type { FulfilmentKind } from '@shop/contract/admin/fulfilment-admin.calls';
import { fromWire } from '@shop/contract/money';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { entryNotFound } from '../../lib/entry-not-found.ts';
import { readBack, saveRecord } from '../../lib/save-record.ts';
import { FOREIGN_KEY_VIOLATION, sqlStateOf } from '../../lib/sql-state.ts';
import { blackoutToWire, deliveryCountryRows, timeslotToWire } from './fulfilment-edit.repo.ts';
import { storeToWire } from './lookups.repo.ts';
import {
  blackoutDates,
  deliveryCountries,
  type FulfilmentMethod,
  pickupStores,
  timeslots,
} from './lookups.tables.ts';

const pickupStore = { table: pickupStores, entity: 'pickup_store', toWire: storeToWire };
const deliveryCountry = {
  table: deliveryCountries,
  entity: 'delivery_country',
  toWire: readBack(deliveryCountryRows),
};
const timeslot = { table: timeslots, entity: 'timeslot', toWire: timeslotToWire };

type Store = ReturnType<typeof storeToWire>;
type StoreInput = Omit<Store, 'id'> & { id?: number | undefined };

export async function savePickupStore(db: Db, input: StoreInput, log: ChangeLog): Promise<Store> {
  const values = {
    nameEn: input.name_en,
    nameZh: input.name_zh,
    addressEn: input.address_en,
    addressZh: input.address_zh,
    districtEn: input.district_en,
    districtZh: input.district_zh,
    phone: input.phone,
    openingHoursEn: input.opening_hours_en,
    openingHoursZh: input.opening_hours_zh,
    image: input.image,
    sortOrder: input.sort_order,
  };
  return db.transaction((tx) => saveRecord(tx, pickupStore, { id: input.id, values }, log));
}

interface DeliveryInput {
  id?: number | undefined;
  country_id: number;
  shipping_fee: number;
  free_shipping_threshold: number | null;
  sort_order: number;
}

/** A country has one delivery row: another row of this country is a conflict. */
async function refuseTakenCountry(tx: Db, input: DeliveryInput) {
  const [taken] = await tx
    .select({ id: deliveryCountries.id })
    .from(deliveryCountries)
    .where(eq(deliveryCountries.countryId, input.country_id));
  if (taken && taken.id !== input.id) {
    throw new ApiError('CONFLICT', {
      en: 'This country already has delivery set up.',
      zh: '這個國家已設定送貨。',
    });
  }
}

export async function saveDeliveryCountry(db: Db, input: DeliveryInput, log: ChangeLog) {
  const values = {
    countryId: input.country_id,
    feeCents: fromWire(input.shipping_fee),
    freeThresholdCents:
      input.free_shipping_threshold === null ? null : fromWire(input.free_shipping_threshold),
    sortOrder: input.sort_order,
  };
  return db.transaction((tx) =>
    saveRecord(
      tx,
      deliveryCountry,
      { id: input.id, values, check: () => refuseTakenCountry(tx, input) },
      log,
    ),
  );
}

interface TimeslotInput {
  id?: number | undefined;
  method: FulfilmentMethod;
  start_time: string;
  end_time: string;
  sort_order: number;
}

export async function saveTimeslot(db: Db, input: TimeslotInput, log: ChangeLog) {
  if (input.start_time >= input.end_time) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'A timeslot must end after it starts.',
      zh: '時段的結束時間必須遲於開始時間。',
    });
  }
  const values = {
    method: input.method,
    startTime: input.start_time,
    endTime: input.end_time,
    sortOrder: input.sort_order,
  };
  return db.transaction((tx) => saveRecord(tx, timeslot, { id: input.id, values }, log));
}

interface Closure {
  methods: FulfilmentMethod[];
  day: string;
  reason_en: string;
  reason_zh: string;
}

/** Closes a day for each method; a day already closed keeps its row and takes the new reason. */
export async function addBlackoutDates(db: Db, closure: Closure, now: Date, log: ChangeLog) {
  if (closure.day < hongKongNow(now).day) {
    throw new ApiError('VALIDATION_FAILED', {
      en: 'A day in the past cannot be closed.',
      zh: '不能關閉已過去的日子。',
    });
  }
  return db.transaction(async (tx) => {
    const rows = [];
    for (const method of new Set(closure.methods)) {
      const [row] = await tx
        .insert(blackoutDates)
        .values({ method, day: closure.day, reasonEn: closure.reason_en, reasonZh: closure.reason_zh })
        .onConflictDoUpdate({
          target: [blackoutDates.method, blackoutDates.day],
          set: { reasonEn: closure.reason_en, reasonZh: closure.reason_zh },
        })
        .returning();
      rows.push(blackoutToWire(row!));
      await log(tx, {
        action: 'blackout_date.add',
        entity: 'blackout_date',
        entityId: row!.id,
        after: blackoutToWire(row!),
      });
    }
    return rows;
  });
}

const TABLES = {
  pickup_store: pickupStores,
  delivery_country: deliveryCountries,
  timeslot: timeslots,
  blackout_date: blackoutDates,
} as const;

export async function deleteFulfilmentRow(db: Db, kind: FulfilmentKind, id: number, log: ChangeLog) {
  const table = TABLES[kind];
  try {
    await db.transaction(async (tx) => {
      const result = await tx.execute(
        sql`DELETE FROM ${table} WHERE id = ${id} RETURNING to_jsonb(${table}.*) AS row`,
      );
      const [deleted] = (result as unknown as { rows: { row: unknown }[] }).rows;
      if (!deleted) throw entryNotFound();
      await log(tx, {
        action: `${kind}.delete`,
        entity: kind,
        entityId: id,
        before: deleted.row,
      });
    });
  } catch (error) {
    // Orders (or other rows) still point at the row.
    if (sqlStateOf(error) !== FOREIGN_KEY_VIOLATION) throw error;
    throw new ApiError('CONFLICT', {
      en: 'Orders still refer to this, so it cannot be removed. Change it instead.',
      zh: '仍有訂單使用這個項目，不能刪除，請改為修改。',
    });
  }
}
