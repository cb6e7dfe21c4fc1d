import {
  subscriptionCreate,
  subscriptionGet,
  subscriptionPlanGet,
  subscriptionUpdate,
} from '@shop/contract/subscriptions/subscriptions.calls';
import { handle } from '../../http/call-handler.ts';
import { signedInMember } from '../members/index.ts';
import {
  createSubscription,
  listMemberSubscriptions,
  listPlans,
  updateMemberSubscription,
} from './subscriptions.service.ts';

export const subscriptionHandlers = [
  handle(subscriptionPlanGet, (_input, { db }) => listPlans(db)),
  handle(subscriptionCreate, async (input, ctx) => ({
    subscription: await createSubscription(ctx.db, signedInMember(ctx).id, input),
  })),
  handle(subscriptionGet, (input, ctx) => listMemberSubscriptions(ctx.db, signedInMember(ctx).id, input)),
  handle(subscriptionUpdate, async (input, ctx) => ({
    subscription: await updateMemberSubscription(ctx.db, signedInMember(ctx).id, input),
  })),
];
