import { CLIENT_ID } from '@shop/contract/client-id';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database.ts';
import { registerBody } from '../src/modules/members/auth.test-kit.ts';
import { POINT_TYPE, pointBalances, pointLedger } from '../src/modules/points/points.tables.ts';
import { apiClient } from './flows.ts';
import type { LoadResult } from './load.ts';
import { offThread } from './off-thread.ts';

const MEMBERS = 5;
const GRANT = 100_000_000;
const UNIT = 500;

/**
 * point_transfer (Beans to credit) under load: 20 loops on 5 members, so four transfers race for
 * each balance. Afterwards every member's Beans spent equal 500 × the transfers acknowledged.
 */
export async function pointFlows(
  app: FastifyInstance,
  db: Db,
  address: string,
  seconds: number,
): Promise<LoadResult> {
  // Registration is limited per client address, so each member signs up from an address of its own.
  const members = await Promise.all(
    Array.from({ length: MEMBERS }, async (_, i) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/register.php',
        remoteAddress: `203.0.113.${i + 10}`,
        payload: { client_id: CLIENT_ID, ...registerBody() },
      });
      const body = res.json();
      if (body.status !== 1) throw new Error(`bench member not registered: ${res.body}`);
      return { id: body.user.id as number, token: body.token as string };
    }),
  );
  await db.insert(pointLedger).values(
    members.map((m) => ({
      memberId: m.id,
      pointTypeId: POINT_TYPE.beans,
      amount: GRANT,
      balanceAfter: 0,
      reason: 'adjustment' as const,
      descriptionEn: 'Bench grant',
      descriptionZh: '測試贈送',
    })),
  );
  const options = (await apiClient(address).call('credit_product_get', { limit: 999, offset: 0 })).body
    .credit_products as { id: number; from_amount: number }[];
  const option = options.find((o) => o.from_amount === UNIT);
  if (!option) throw new Error(`no credit option for ${UNIT} Beans in the seed`);

  const beansLeft = async () => {
    const [row] = await db
      .select({ beans: sql<number>`coalesce(sum(${pointBalances.balance}), 0)::bigint` })
      .from(pointBalances)
      .where(
        and(
          inArray(
            pointBalances.memberId,
            members.map((m) => m.id),
          ),
          eq(pointBalances.pointTypeId, POINT_TYPE.beans),
        ),
      );
    return Number(row!.beans);
  };
  const before = await beansLeft();
  const result = await offThread({
    kind: 'point_transfer',
    name: 'point_transfer',
    seconds,
    address,
    memberTokens: members.map((m) => m.token),
    transfer: {
      point_type_from: POINT_TYPE.beans,
      point_type_to: POINT_TYPE.credit,
      from_amount: UNIT,
      credit_product_id: option.id,
    },
  });

  const spent = before - (await beansLeft());
  if (spent !== UNIT * result.succeeded) {
    throw new Error(`Beans and transfers disagree: ${spent} spent, ${result.succeeded} transfers of ${UNIT}`);
  }
  return result;
}
