/**
 * The one error catalogue. Every failure the API can answer is listed here once, with its HTTP
 * status and the message in both languages; the server maps every thrown error onto this table.
 */
export const ERRORS = {
  BAD_REQUEST: { http: 400, en: 'The request could not be read.', zh: '無法讀取這個請求。' },
  INVALID_JSON: { http: 400, en: 'The request body is not valid JSON.', zh: '請求內容不是有效的 JSON。' },
  UNSUPPORTED_MEDIA_TYPE: {
    http: 415,
    en: 'Send the request as application/json.',
    zh: '請以 application/json 格式傳送請求。',
  },
  PAYLOAD_TOO_LARGE: { http: 413, en: 'The request is too large.', zh: '請求內容太大。' },
  VALIDATION_FAILED: { http: 400, en: 'Some fields are not valid.', zh: '部分欄位無效。' },
  UNKNOWN_CLIENT: { http: 400, en: 'Unknown client.', zh: '無法識別的客戶端。' },
  UNKNOWN_CALL: { http: 404, en: 'There is no such API call.', zh: '沒有這個 API 功能。' },
  NOT_FOUND: { http: 404, en: 'Not found.', zh: '找不到相關內容。' },
  METHOD_NOT_ALLOWED: { http: 405, en: 'Use POST for API calls.', zh: 'API 請使用 POST。' },
  INVALID_ACCESS_TOKEN: {
    http: 400,
    en: 'The site access token is invalid or expired.',
    zh: '網站存取權杖無效或已過期。',
  },
  UNAUTHORIZED: { http: 401, en: 'Please sign in again.', zh: '請重新登入。' },
  FORBIDDEN: { http: 403, en: 'You are not allowed to do this.', zh: '你沒有權限進行此操作。' },
  CONFLICT: { http: 409, en: 'This conflicts with the current state.', zh: '與目前狀態有衝突。' },
  RATE_LIMITED: {
    http: 429,
    en: 'Too many requests. Please wait and try again.',
    zh: '請求太頻密，請稍後再試。',
  },
  DATABASE_BUSY: {
    http: 409,
    en: 'The shop is busy. Please try again in a moment.',
    zh: '網店目前繁忙，請稍後再試。',
  },
  INTERNAL: { http: 500, en: 'Something went wrong on our side.', zh: '系統出現問題，請稍後再試。' },
} as const satisfies Record<string, { http: number; en: string; zh: string }>;

export type ErrorCode = keyof typeof ERRORS;
