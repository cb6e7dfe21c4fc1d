import i18n from 'i18next';
import type { ApiError } from '../../api/api-call.ts';

/** A refused call's message, already in the member's language (the base query chose it). */
export function refusalOf(error: unknown): string {
  const message = (error as Partial<ApiError> | null)?.message;
  return typeof message === 'string' && message ? message : i18n.t('errors.network');
}
