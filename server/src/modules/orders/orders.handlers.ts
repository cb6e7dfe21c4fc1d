import { orderLookup, orderTimelineGet } from '@shop/contract/orders/order-tracking.calls';
import { orderDetailGet, orderGet, purchasedItemGet } from '@shop/contract/orders/orders.calls';
import { ApiError } from '../../http/api-error.ts';
import { handle } from '../../http/call-handler.ts';
import { signedInMember } from '../members/index.ts';
import { lookUpOrder } from './order-lookup.service.ts';
import { memberOrders, memberPurchases, orderDetailByToken } from './order-read.repo.ts';
import { orderTimeline } from './order-tracking.repo.ts';

const orderNotFound = () =>
  new ApiError('NOT_FOUND', { en: 'This order was not found.', zh: '找不到這張訂單。' });

export const ordersHandlers = [
  handle(orderDetailGet, async (input, { db }) => {
    const order = await orderDetailByToken(db, input.order_token);
    if (!order) throw orderNotFound();
    return { order };
  }),

  handle(orderTimelineGet, async (input, { db }) => {
    const timeline = await orderTimeline(db, input.order_token);
    if (!timeline) throw orderNotFound();
    return timeline;
  }),

  handle(orderLookup, async (input, ctx) => lookUpOrder(ctx, input)),

  handle(orderGet, async (input, ctx) => {
    const found = await memberOrders(ctx.db, signedInMember(ctx).id, input);
    return { orders: found.orders, total_rows: found.total };
  }),

  handle(purchasedItemGet, async (input, ctx) => {
    const found = await memberPurchases(ctx.db, signedInMember(ctx).id, input);
    return { order_products: found.items, total_rows: found.total };
  }),
];
