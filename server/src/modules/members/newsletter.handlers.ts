import { newsletterSubscribe } from '@shop/contract/members/newsletter.calls';
import { handle } from '../../http/call-handler.ts';
import { newsletterSubscriptions } from './members.tables.ts';

export const newsletterHandlers = [
  handle(newsletterSubscribe, async ({ email }, { db }) => {
    await db.insert(newsletterSubscriptions).values({ email: email.trim() }).onConflictDoNothing();
    return {
      message: 'Thank you! You are on our newsletter list.',
      message_zh: '多謝訂閱！我們會把最新消息寄給你。',
    };
  }),
];
