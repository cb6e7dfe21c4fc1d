import i18n from 'i18next';
import type { ApiError } from '../../api/api-call.ts';

/** The message of a failed call, already in the shopper language (the base query picked it). */
export function apiErrorMessage(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : i18n.t('errors.network');
}
