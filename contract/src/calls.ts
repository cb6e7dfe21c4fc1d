import type { z } from 'zod';

/**
 * Who may make a call: anyone (public), anyone with a site access token (cart), a signed-in
 * member (member, Bearer token) or a signed-in staff member of the console (staff, Bearer token of
 * its own kind: a member token never passes as a staff one, nor the reverse).
 */
export type CallAuth = 'public' | 'cart' | 'member' | 'staff';

/** Staff roles; `role: 'owner'` on a staff call refuses everyone but owners. */
export type StaffRole = 'owner' | 'staff';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  auth: CallAuth;
  /** Only for `auth: 'staff'` calls that owners alone may make. */
  role?: 'owner';
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): CallDef<I, O> {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallParsedInput<C extends CallDef> = z.output<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;
