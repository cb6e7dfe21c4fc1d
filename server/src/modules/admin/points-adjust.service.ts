import type { adminPointsAdjust } from '@shop/contract/admin/admin-members.calls';
import type { CallOutput, CallParsedInput } from '@shop/contract/calls';
import type { Db } from '../../db/database.ts';
import { adjustPoints as adjustBalance } from '../points/index.ts';
import { recordAudit } from './audit.ts';

/** A staff adjustment through the points domain, audited in the same transaction. */
export async function adjustPoints(
  db: Db,
  staffId: number,
  input: CallParsedInput<typeof adminPointsAdjust>,
): Promise<CallOutput<typeof adminPointsAdjust>> {
  const { member_id: memberId, point_type_id: pointTypeId, amount, reason } = input;
  return adjustBalance(db, staffId, input, (tx, { before, after }) =>
    recordAudit(tx, {
      staffId,
      action: 'points.adjust',
      entity: 'member',
      entityId: memberId,
      before: { point_type_id: pointTypeId, balance: before },
      after: { point_type_id: pointTypeId, balance: after, amount, reason },
    }),
  );
}
