import type { z } from 'zod';

/**
 * Who may make a call: anyone (public), anyone with a site access token (cart), or a signed-in
 * member (member, Bearer token). Staff calls come later with the console.
 */
export type CallAuth = 'public' | 'cart' | 'member';

export interface CallDef<I extends z.ZodType = z.ZodType, O extends z.ZodType = z.ZodType> {
  name: string;
  auth: CallAuth;
  input: I;
  output: O;
}

export function defineCall<I extends z.ZodType, O extends z.ZodType>(def: CallDef<I, O>): CallDef<I, O> {
  return def;
}

export type CallInput<C extends CallDef> = z.input<C['input']>;
export type CallParsedInput<C extends CallDef> = z.output<C['input']>;
export type CallOutput<C extends CallDef> = z.output<C['output']>;
