import type { AdminPrivacyRequest } from '@shop/contract/admin/privacy-admin.calls';
import { PRIVACY_REQUEST_DAYS } from '@shop/contract/members/marketing-consent';
import type { PrivacyRequest } from '@shop/contract/members/privacy.calls';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { members } from './members.tables.ts';
import { privacyRequests } from './privacy.tables.ts';

const r = privacyRequests;
const hongKongDate = (at: unknown) =>
  sql<string>`to_char((${at} AT TIME ZONE 'Asia/Hong_Kong')::date, 'YYYY-MM-DD')`;

const requestColumns = {
  id: r.id,
  kind: r.kind,
  details: r.details,
  status: r.status,
  created_at: r.createdAt,
  due_date: hongKongDate(r.dueAt),
  closed_at: r.closedAt,
  closing_note: r.closingNote,
};

type RequestRow = { created_at: Date; closed_at: Date | null } & Omit<
  PrivacyRequest,
  'created_at' | 'closed_at'
>;

function toWire<T extends RequestRow>(row: T) {
  return {
    ...row,
    created_at: row.created_at.toISOString(),
    closed_at: row.closed_at?.toISOString() ?? null,
  };
}

/** A member's request; the 40 days the law allows start now, so the due date is fixed on arrival. */
export async function createPrivacyRequest(
  db: Db,
  memberId: number,
  input: Pick<PrivacyRequest, 'kind' | 'details'>,
): Promise<PrivacyRequest> {
  const [row] = await db
    .insert(r)
    .values({
      memberId,
      kind: input.kind,
      details: input.details,
      dueAt: sql`now() + make_interval(days => ${PRIVACY_REQUEST_DAYS})`,
    })
    .returning(requestColumns);
  return toWire(row!);
}

export async function memberPrivacyRequests(db: Db, memberId: number): Promise<PrivacyRequest[]> {
  const rows = await db.select(requestColumns).from(r).where(eq(r.memberId, memberId)).orderBy(desc(r.id));
  return rows.map(toWire);
}

const staffColumns = {
  ...requestColumns,
  member_id: r.memberId,
  member_name: sql<string>`trim(coalesce(${members.firstName}, '') || ' ' || coalesce(${members.lastName}, ''))`,
  member_email: members.email,
  days_left: sql<number>`((${r.dueAt} AT TIME ZONE 'Asia/Hong_Kong')::date - (now() AT TIME ZONE 'Asia/Hong_Kong')::date)::int`,
};

/** The console's queue: open requests by the nearest due date, closed ones the latest first. */
export async function listPrivacyRequests(
  db: Db,
  status: PrivacyRequest['status'],
  page: { limit: number; offset: number },
): Promise<{ requests: AdminPrivacyRequest[]; total: number }> {
  const rows = await db
    .select(staffColumns)
    .from(r)
    .leftJoin(members, eq(members.id, r.memberId))
    .where(eq(r.status, status))
    .orderBy(status === 'open' ? asc(r.dueAt) : desc(r.closedAt), asc(r.id))
    .limit(page.limit)
    .offset(page.offset);
  const total = await db.$count(r, eq(r.status, status));
  return { requests: rows.map(toWire), total };
}

/** Closes an open request with a note of what was done; closing it twice is refused. */
export async function closePrivacyRequest(
  db: Db,
  requestId: number,
  note: string,
  log: ChangeLog,
): Promise<AdminPrivacyRequest> {
  return db.transaction(async (tx) => {
    const [closed] = await tx
      .update(r)
      .set({ status: 'closed', closedAt: sql`now()`, closingNote: note })
      .where(and(eq(r.id, requestId), eq(r.status, 'open')))
      .returning({ id: r.id });
    if (!closed) {
      const [exists] = await tx.select({ id: r.id }).from(r).where(eq(r.id, requestId));
      throw new ApiError(exists ? 'CONFLICT' : 'NOT_FOUND');
    }
    await log(tx, {
      action: 'privacy_request.close',
      entity: 'privacy_request',
      entityId: requestId,
      after: { note },
    });
    const [row] = await tx
      .select(staffColumns)
      .from(r)
      .leftJoin(members, eq(members.id, r.memberId))
      .where(eq(r.id, requestId));
    return toWire(row!);
  });
}
