import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { catalogVersionSql } from '../catalog/index.ts';
import { memberContactSql } from '../members/index.ts';
import { idempotencyKeys } from './orders.tables.ts';

/** Thrown inside the transaction when another request already holds the key: the caller answers with that order. */
export class KeyTaken extends Error {}

export interface Opening {
  /** The running number of the order's number, drawn only once the key is claimed. */
  sequence: number;
  /** The catalog version, read before any lookup kept for it (see CatalogCache). */
  catalogVersion: number;
  /** The member's contact details, which fill the gaps in billing; null for a guest. */
  account: { email: string | null; phone: string | null } | null;
}

/**
 * The transaction's first statement. It claims the key (a concurrent claim of the same key waits on
 * the uncommitted row and then finds it taken, or free again if the first attempt rolled back) and,
 * in the same round trip, reads what no lock guards: the next order number, the catalog version and
 * the member's email and phone.
 */
export async function openOrder(tx: Db, key: string, memberId: number | null): Promise<Opening> {
  const claim = tx
    .insert(idempotencyKeys)
    .values({ key })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  const account = memberContactSql(sql`${memberId}::int`);
  const result = await tx.execute(sql`
    WITH claimed AS (${claim.getSQL()})
    SELECT
      CASE WHEN EXISTS (SELECT 1 FROM claimed) THEN nextval('order_number_seq') END AS sequence,
      ${catalogVersionSql()} AS version,
      ${account.email} AS email,
      ${account.phone} AS phone`);
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  if (row?.sequence === null || row?.sequence === undefined) throw new KeyTaken();
  return {
    sequence: Number(row.sequence),
    catalogVersion: Number(row.version ?? 0),
    account:
      memberId === null ? null : { email: row.email as string | null, phone: row.phone as string | null },
  };
}
