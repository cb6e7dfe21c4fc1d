import { adminPickListGet } from '@shop/contract/admin/pick-list.calls';
import { handle } from '../../http/call-handler.ts';
import { groupPickList } from './pick-list.grouping.ts';
import { ordersForDay } from './pick-list.repo.ts';

export const pickListHandlers = [
  handle(adminPickListGet, async (input, { db }) => {
    const { rows, lines } = await ordersForDay(db, input.date);
    return { date: input.date, ...groupPickList(rows, lines) };
  }),
];
