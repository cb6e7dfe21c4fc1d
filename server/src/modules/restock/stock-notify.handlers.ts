import { stockNotifySubscribe } from '@shop/contract/restock/stock-notify.calls';
import { handle } from '../../http/call-handler.ts';
import { subscribeToRestock } from './stock-notify.service.ts';

export const stockNotifyHandlers = [
  handle(stockNotifySubscribe, async (input, ctx) => {
    await subscribeToRestock(ctx, input);
    return {
      message: 'Thank you! We will email you once when it is back in stock.',
      message_zh: '多謝！貨品一補貨，我們會電郵通知你一次。',
    };
  }),
];
