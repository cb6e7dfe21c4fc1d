import type { ApiError } from '../../api/api-call.ts';
import { networkErrorMessage } from '../../api/envelope-base-query.ts';

/** The message of a failed call, already in the shopper language (the base query picked it). */
export function apiErrorMessage(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : networkErrorMessage();
}
