import { ERRORS, type ErrorCode } from '@shop/contract/errors';

export interface Message {
  en: string;
  zh: string;
}

/**
 * A failure the shopper should hear about. The code picks the HTTP status and the default message
 * from the catalogue; a service may give a more specific message in both languages.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly http: number;
  readonly zh: string;
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, message?: Message, options: { retryAfter?: number } = {}) {
    const entry = ERRORS[code];
    super(message?.en ?? entry.en);
    this.code = code;
    this.http = entry.http;
    this.zh = message?.zh ?? entry.zh;
    this.retryAfter = options.retryAfter;
  }
}
