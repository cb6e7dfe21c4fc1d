import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/database.ts';

/**
 * Each query counts the rows that break a rule the shop promises whatever the load; all must answer
 * 0. The flows add their own checks (units taken equal units ordered, Beans spent equal transfers).
 */
const RULES: [string, ReturnType<typeof sql>][] = [
  ['stock below zero', sql`SELECT count(*)::int AS n FROM variants WHERE inventory < 0`],
  [
    'a balance that is not the sum of its ledger, or below zero',
    sql`SELECT count(*)::int AS n
          FROM point_balances b
          FULL JOIN (SELECT member_id, point_type_id, sum(amount) AS total
                       FROM point_ledger GROUP BY member_id, point_type_id) l
            USING (member_id, point_type_id)
         WHERE coalesce(b.balance, 0) <> coalesce(l.total, 0) OR b.balance < 0`,
  ],
];

/** Checked after every load: a load that broke a rule fails the bench, whatever its speed. */
export async function assertInvariants(db: Db, after: string): Promise<void> {
  for (const [rule, query] of RULES) {
    const { rows } = (await db.execute(query)) as unknown as { rows: { n: number }[] };
    const n = Number(rows[0]!.n);
    if (n !== 0) throw new Error(`after ${after}: ${n} × ${rule}`);
  }
}
