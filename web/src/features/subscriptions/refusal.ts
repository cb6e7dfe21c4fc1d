import type { ApiError } from '../../api/api-call.ts';
import { networkErrorMessage } from '../../api/envelope-base-query.ts';

/** A refused call's message, already in the member's language (the base query chose it). */
export function refusalOf(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : networkErrorMessage();
}
