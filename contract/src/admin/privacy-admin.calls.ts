import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice, paging } from '../envelope.ts';
import { PRIVACY_REQUEST_STATUSES } from '../members/marketing-consent.ts';
import { privacyRequest } from '../members/privacy.calls.ts';

export const adminPrivacyRequest = privacyRequest.extend({
  member_id: z.number().int().nullable(),
  member_name: z.string(),
  member_email: z.string().nullable(),
  /** Days until the due date in Hong Kong; negative once it has passed. */
  days_left: z.number().int(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequest>;

/** The data access and correction queue, the nearest due date first. */
export const adminPrivacyRequestList = defineCall({
  name: 'admin_privacy_request_list',
  auth: 'staff',
  input: z.object({ status: z.enum(PRIVACY_REQUEST_STATUSES).default('open'), ...paging }),
  output: z.object({ requests: z.array(adminPrivacyRequest), total_rows: z.number().int() }),
});

export const adminPrivacyRequestClose = defineCall({
  name: 'admin_privacy_request_close',
  auth: 'staff',
  input: z.object({
    request_id: z.coerce.number().int().positive(),
    note: z.string().trim().min(3).max(1000),
  }),
  output: z.object({ request: adminPrivacyRequest, ...notice }),
});

/**
 * Sends one bilingual marketing email to every address that consents (members who opted in and
 * newsletter subscribers), each with its own unsubscribe link and List-Unsubscribe headers.
 */
export const adminMarketingSend = defineCall({
  name: 'admin_marketing_send',
  auth: 'staff',
  role: 'owner',
  input: z.object({
    subject: z.string().trim().min(1).max(200),
    body_en: z.string().trim().min(1).max(20_000),
    body_zh: z.string().trim().min(1).max(20_000),
  }),
  output: z.object({ queued: z.number().int(), ...notice }),
});
