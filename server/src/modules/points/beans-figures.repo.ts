import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { hongKongDate, hongKongDay } from '../orders/index.ts';
import { POINT_TYPE, pointLedger } from './points.tables.ts';

/** Beans written to members (earned, given, returned) and taken (spent, expired, reversed) per day. */
export async function beansByDay(db: Db, since: Date) {
  const amount = pointLedger.amount;
  return db
    .select({
      day: hongKongDay(pointLedger.createdAt),
      issued: sql<number>`coalesce(sum(${amount}) FILTER (WHERE ${amount} > 0), 0)::bigint`.mapWith(Number),
      burnt: sql<number>`coalesce(-sum(${amount}) FILTER (WHERE ${amount} < 0), 0)::bigint`.mapWith(Number),
    })
    .from(pointLedger)
    .where(and(eq(pointLedger.pointTypeId, POINT_TYPE.beans), gte(pointLedger.createdAt, since)))
    .groupBy(hongKongDate(pointLedger.createdAt));
}
