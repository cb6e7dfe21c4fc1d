import { ApiError } from '../../http/api-error.ts';

/** The console asked about a member id that does not exist (mistyped, or a stale link). */
export function memberNotFound(): ApiError {
  return new ApiError('NOT_FOUND', { en: 'There is no such member.', zh: '找不到此會員。' });
}
