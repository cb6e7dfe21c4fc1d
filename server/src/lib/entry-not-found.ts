import { ApiError } from '../http/api-error.ts';

/** The console saved or removed an entry by an id that no longer exists (removed meanwhile, or a stale screen). */
export function entryNotFound(): ApiError {
  return new ApiError('NOT_FOUND', { en: 'This entry was not found.', zh: '找不到這個項目。' });
}
