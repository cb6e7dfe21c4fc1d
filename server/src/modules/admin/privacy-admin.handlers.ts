import {
  adminMarketingSend,
  adminPrivacyRequestClose,
  adminPrivacyRequestList,
} from '@shop/contract/admin/privacy-admin.calls';
import { handle } from '../../http/call-handler.ts';
import { closePrivacyRequest, listPrivacyRequests, queueMarketingEmail } from '../members/index.ts';
import { auditBy } from './audit.ts';
import { signedInStaff } from './staff-auth.ts';

/** The console's privacy work: the PDPO request queue and the marketing email to those who consent. */
export const privacyAdminHandlers = [
  handle(adminPrivacyRequestList, async ({ status, limit, offset }, { db }) => {
    const { requests, total } = await listPrivacyRequests(db, status, { limit, offset });
    return { requests, total_rows: total };
  }),

  handle(adminPrivacyRequestClose, async ({ request_id, note }, ctx) => ({
    request: await closePrivacyRequest(ctx.db, request_id, note, auditBy(signedInStaff(ctx).id)),
    message: 'The request is closed.',
    message_zh: '此要求已完成處理。',
  })),

  handle(adminMarketingSend, async (campaign, ctx) => {
    const queued = await queueMarketingEmail(ctx.db, ctx.config, campaign);
    ctx.outbox.wake();
    return {
      queued,
      message: `The email is on its way to ${queued} addresses.`,
      message_zh: `電郵正發送至 ${queued} 個地址。`,
    };
  }),
];
