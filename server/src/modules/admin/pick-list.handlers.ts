import { adminPickListGet } from '@shop/contract/admin/pick-list.calls';
import { handle } from '../../http/call-handler.ts';
import { ordersForDay } from '../orders/index.ts';
import { groupPickList } from './pick-list.grouping.ts';

export const pickListHandlers = [
  handle(adminPickListGet, async (input, { db }) => {
    const { rows, lines } = await ordersForDay(db, input.date);
    return { date: input.date, ...groupPickList(rows, lines) };
  }),
];
