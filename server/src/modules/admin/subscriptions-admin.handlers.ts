import {
  adminRoastPlanGet,
  adminSubscriptionPlanSave,
  adminSubscriptionPlansGet,
  adminSubscriptionRenewalsGet,
  adminSubscriptionsGet,
} from '@shop/contract/admin/subscriptions-admin.calls';
import { hongKongNow } from '@shop/contract/shop-calendar';
import { handle } from '../../http/call-handler.ts';
import { readSettings } from '../lookups/index.ts';
import {
  listPlans,
  renewalsByDay,
  roastPlan,
  savePlan,
  searchSubscriptions,
  subscriptionCutoffDays,
} from '../subscriptions/index.ts';
import { auditBy } from './audit.ts';
import { signedInStaff } from './staff-auth.ts';

const hongKongToday = () => hongKongNow(new Date()).day;

/** The console's subscriptions page, plans and roast plan (docs/subscriptions.md, "Console"). */
export const subscriptionsAdminHandlers = [
  handle(adminSubscriptionPlansGet, async (_input, { db }) => ({ plans: await listPlans(db) })),
  handle(adminSubscriptionPlanSave, async (input, ctx) => ({
    plan: await savePlan(ctx.db, input, auditBy(signedInStaff(ctx).id)),
  })),
  handle(adminSubscriptionsGet, async (input, { db }) => searchSubscriptions(db, input)),
  handle(adminSubscriptionRenewalsGet, async (input, { db }) => {
    const from = input.from ?? hongKongToday();
    const cutoffDays = subscriptionCutoffDays(await readSettings(db));
    return { from, days: await renewalsByDay(db, from, input.days, cutoffDays) };
  }),
  handle(adminRoastPlanGet, async (input, { db }) =>
    roastPlan(db, input.from ?? hongKongToday(), input.days),
  ),
];
