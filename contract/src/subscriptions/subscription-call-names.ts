import type { Ref } from '../call-names.ts';

/** The subscription calls by name and auth (see ../call-names.ts). */
export const subscriptionCreate: Ref<'subscriptionCreate'> = { name: 'subscription_create', auth: 'member' };
export const subscriptionGet: Ref<'subscriptionGet'> = { name: 'subscription_get', auth: 'member' };
export const subscriptionPlanGet: Ref<'subscriptionPlanGet'> = {
  name: 'subscription_plan_get',
  auth: 'public',
};
export const subscriptionUpdate: Ref<'subscriptionUpdate'> = { name: 'subscription_update', auth: 'member' };
