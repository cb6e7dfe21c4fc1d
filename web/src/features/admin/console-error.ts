import i18n from 'i18next';
import type { ApiError } from '../../api/api-call.ts';

/** A failed call's message, already in the language on screen (the base query picked it). */
export function consoleErrorMessage(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : i18n.t('errors.network');
}
