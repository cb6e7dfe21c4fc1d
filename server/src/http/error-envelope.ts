import type { ErrorEnvelope } from '@shop/contract/envelope';
import { ERRORS, type ErrorCode } from '@shop/contract/errors';
import { ZodError } from 'zod';
import { sqlStateOf } from '../lib/sql-state.ts';
import { ApiError } from './api-error.ts';

interface Mapped {
  http: number;
  body: ErrorEnvelope;
  /** True when the failure is ours, not the caller's: it is logged as an error. */
  internal: boolean;
}

/** Fastify's own request errors (body parsing, size, content type) and what each means to a caller. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_JSON',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'BAD_REQUEST',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

/** PostgreSQL error classes that a request can provoke (constraint and data errors). */
function databaseCode(sqlState: string): ErrorCode | undefined {
  if (sqlState.startsWith('23')) return 'CONFLICT';
  if (sqlState.startsWith('22')) return 'VALIDATION_FAILED';
  if (sqlState === '40001' || sqlState === '40P01' || sqlState === '55P03') return 'DATABASE_BUSY';
  return undefined;
}

function envelope(code: ErrorCode, en?: string, zh?: string, retryAfter?: number): ErrorEnvelope {
  const entry = ERRORS[code];
  return {
    status: 0,
    err_code: code,
    err_message: en ?? entry.en,
    err_message_zh: zh ?? entry.zh,
    ...(retryAfter === undefined ? {} : { retry_after: retryAfter }),
  };
}

function fieldList(error: ZodError): string {
  return [...new Set(error.issues.map((issue) => issue.path.join('.') || '(body)'))].join(', ');
}

/** Maps any thrown value to the envelope and an HTTP status. Nothing internal leaks into the body. */
export function toErrorEnvelope(error: unknown): Mapped {
  if (error instanceof ApiError) {
    return {
      http: error.http,
      body: envelope(error.code, error.message, error.zh, error.retryAfter),
      internal: false,
    };
  }
  if (error instanceof ZodError) {
    const fields = fieldList(error);
    return {
      http: 400,
      body: envelope(
        'VALIDATION_FAILED',
        `Some fields are not valid: ${fields}.`,
        `以下欄位無效：${fields}。`,
      ),
      internal: false,
    };
  }
  const err = (error ?? {}) as { code?: unknown; statusCode?: unknown; cause?: unknown };
  const fastifyCode = typeof err.code === 'string' ? FASTIFY_CODES[err.code] : undefined;
  if (fastifyCode) return { http: ERRORS[fastifyCode].http, body: envelope(fastifyCode), internal: false };
  if (err.statusCode === 429) return { http: 429, body: envelope('RATE_LIMITED'), internal: false };
  const sqlState = sqlStateOf(error);
  const dbCode = sqlState ? databaseCode(sqlState) : undefined;
  if (dbCode) return { http: ERRORS[dbCode].http, body: envelope(dbCode), internal: false };
  if (typeof err.statusCode === 'number' && err.statusCode >= 400 && err.statusCode < 500) {
    return { http: err.statusCode, body: envelope('BAD_REQUEST'), internal: false };
  }
  return { http: 500, body: envelope('INTERNAL'), internal: true };
}
