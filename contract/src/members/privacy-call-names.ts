import type { Ref } from '../call-names.ts';

/** The profile and privacy calls by name and auth (see ../call-names.ts). */
export const profileUpdate: Ref<'profileUpdate'> = { name: 'profile_update', auth: 'member' };
export const marketingConsentSet: Ref<'marketingConsentSet'> = {
  name: 'marketing_consent_set',
  auth: 'member',
};
export const marketingUnsubscribe: Ref<'marketingUnsubscribe'> = {
  name: 'marketing_unsubscribe',
  auth: 'public',
};
export const privacyRequestCreate: Ref<'privacyRequestCreate'> = {
  name: 'privacy_request_create',
  auth: 'member',
};
export const privacyRequestGet: Ref<'privacyRequestGet'> = { name: 'privacy_request_get', auth: 'member' };
export const personalDataGet: Ref<'personalDataGet'> = { name: 'personal_data_get', auth: 'member' };
export const accountDelete: Ref<'accountDelete'> = { name: 'account_delete', auth: 'member' };
