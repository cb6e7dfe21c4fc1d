import { z } from 'zod';
import { defineCall } from '../calls.ts';
import { notice } from '../envelope.ts';
import { orderDetail } from '../orders/orders.calls.ts';
import { pointTransaction } from '../points/points.calls.ts';
import { stockNotifyRequest } from '../restock/stock-notify.calls.ts';
import { subscription } from '../subscriptions/subscriptions.calls.ts';
import { CONSENT_LANGUAGES, PRIVACY_REQUEST_KINDS, PRIVACY_REQUEST_STATUSES } from './marketing-consent.ts';
import { countryId, personName } from './member-fields.ts';
import { GENDERS } from './member-limits.ts';
import { memberAddress, profile } from './members.calls.ts';

/** A member corrects their own name, gender and country (email and phone change through proof). */
export const profileUpdate = defineCall({
  name: 'profile_update',
  auth: 'member',
  input: z.object({
    first_name: personName,
    last_name: personName,
    gender: z.enum(GENDERS),
    country_id: countryId,
  }),
  output: z.object({ profile, ...notice }),
});

export const consentRecord = z.object({
  granted: z.boolean(),
  source: z.string(),
  language: z.string(),
  wording: z.string(),
  wording_version: z.string(),
  created_at: z.string(),
});

/** Gives or withdraws direct-marketing consent; the wording recorded is the one of `language`. */
export const marketingConsentSet = defineCall({
  name: 'marketing_consent_set',
  auth: 'member',
  input: z.object({ receive_marketing: z.boolean(), language: z.enum(CONSENT_LANGUAGES).default('en') }),
  output: z.object({ receive_marketing: z.boolean(), ...notice }),
});

/** The link in every marketing email: no sign-in, the signed token names the address. */
export const marketingUnsubscribe = defineCall({
  name: 'marketing_unsubscribe',
  auth: 'public',
  input: z.object({ token: z.string().min(1).max(600) }),
  output: z.object(notice),
});

export const privacyRequest = z.object({
  id: z.number().int(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  details: z.string(),
  status: z.enum(PRIVACY_REQUEST_STATUSES),
  created_at: z.string(),
  /** The last day of the 40 the law allows, as YYYY-MM-DD in Hong Kong. */
  due_date: z.string(),
  closed_at: z.string().nullable(),
  closing_note: z.string(),
});
export type PrivacyRequest = z.infer<typeof privacyRequest>;

export const privacyRequestCreate = defineCall({
  name: 'privacy_request_create',
  auth: 'member',
  input: z.object({ kind: z.enum(PRIVACY_REQUEST_KINDS), details: z.string().trim().min(3).max(2000) }),
  output: z.object({ request: privacyRequest, ...notice }),
});

export const privacyRequestGet = defineCall({
  name: 'privacy_request_get',
  auth: 'member',
  input: z.object({}),
  output: z.object({ requests: z.array(privacyRequest) }),
});

/** Everything the shop holds about the signed-in member, for them to download as JSON. */
export const personalDataGet = defineCall({
  name: 'personal_data_get',
  auth: 'member',
  input: z.object({}),
  output: z.object({
    exported_at: z.string(),
    profile: profile.extend({ member_id: z.number().int(), created_at: z.string() }),
    addresses: z.array(memberAddress),
    orders: z.array(orderDetail),
    point_balances: z.record(z.string(), z.number().int()),
    point_transactions: z.array(pointTransaction),
    marketing_consents: z.array(consentRecord),
    privacy_requests: z.array(privacyRequest),
    subscriptions: z.array(subscription),
    back_in_stock_requests: z.array(stockNotifyRequest),
  }),
});

/**
 * Deletes the account: personal data is removed or replaced, orders and ledgers stay for the
 * shop's accounts, every session ends. `confirm` must be true, so no stray call deletes anyone.
 */
export const accountDelete = defineCall({
  name: 'account_delete',
  auth: 'member',
  input: z.object({ confirm: z.literal(true) }),
  output: z.object(notice),
});
