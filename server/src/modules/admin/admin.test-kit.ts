import { and, asc, eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/test-app.ts';
import { bearer, callFrom, freshIp } from '../members/testing.ts';
import { auditLog, staffAccounts } from './staff.tables.ts';

export const OWNER = { email: 'owner@example.com', password: 'Roastery2024!' };
export const STAFF = { email: 'staff@example.com', password: 'Roastery2024!' };
export const DEMO_MEMBER = { email: 'demo@example.com', password: 'Coffee2024!' };

/** Signs a console account in (from an address of its own) and gives its Authorization header. */
export async function staffAuth(t: TestApp, who: { email: string; password: string }) {
  const res = await callFrom(t, freshIp(), 'admin_login', who);
  if (res.statusCode !== 200) throw new Error(`admin_login failed: ${JSON.stringify(res.body)}`);
  return bearer(res.body.token as string);
}

/** The demo member's Authorization header, as the storefront sends it. */
export async function memberAuth(t: TestApp) {
  const res = await callFrom(t, freshIp(), 'login', DEMO_MEMBER);
  if (res.statusCode !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return bearer(res.body.token as string);
}

/** The id of a console account, for a test that calls a service as that staff member. */
export async function staffIdOf(t: TestApp, email: string): Promise<number> {
  const [account] = await t.db.select().from(staffAccounts).where(eq(staffAccounts.email, email));
  return account!.id;
}

/** Audit rows of one thing, oldest first. */
export async function auditOf(t: TestApp, entity: string, entityId: string | number) {
  return t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, String(entityId))))
    .orderBy(asc(auditLog.id));
}
