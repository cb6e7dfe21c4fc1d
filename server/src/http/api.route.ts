import { API_CALLS } from '@shop/contract/api-calls';
import { CLIENT_ID } from '@shop/contract/client-id';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { apiRequestSeconds, apiRequests } from '../lib/metrics.ts';
import { COMPRESS_FROM_BYTES, encodeAnswer, negotiateAnswerEncoding } from './answer-encoding.ts';
import { ApiError } from './api-error.ts';
import type { Authenticators, BoundHandler, OutboxWaker } from './call-handler.ts';
import { checkedAnswer, PreparedAnswer } from './prepared-answer.ts';

function requireKnownClient(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError('BAD_REQUEST', {
      en: 'The body must be a JSON object.',
      zh: '請求內容必須是 JSON 物件。',
    });
  }
  const clientId = (body as { client_id?: unknown }).client_id;
  if (clientId !== CLIENT_ID && clientId !== String(CLIENT_ID)) throw new ApiError('UNKNOWN_CLIENT');
  return body as Record<string, unknown>;
}

/**
 * A refinement that throws on input it did not expect (e.g. a date check handed a string that is
 * no date) is still the caller's bad input: a 400, never a 500.
 */
function parseInput(handler: BoundHandler, body: Record<string, unknown>): unknown {
  try {
    return handler.call.input.parse(body);
  } catch (error) {
    if (error instanceof ZodError) throw error;
    throw new ApiError('VALIDATION_FAILED');
  }
}

/**
 * Sends an answer's JSON, compressed as the client asks when it is large enough to gain from it. The
 * route compresses its own answers rather than through the compression plugin: the plugin's two
 * hooks ran on every call, and could not keep a kept answer's compressed bytes.
 */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: PreparedAnswer | Buffer) {
  const bytes = answer instanceof PreparedAnswer ? answer.bytes : answer;
  reply.type('application/json; charset=utf-8');
  if (bytes.length < COMPRESS_FROM_BYTES) return reply.send(bytes);
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateAnswerEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(bytes);
  const encoded =
    answer instanceof PreparedAnswer ? answer.encodedAs(encoding) : encodeAnswer(bytes, encoding);
  return reply.header('content-encoding', encoding).send(encoded);
}

/**
 * The one API route: POST /api/{name}.php. The call is looked up in the contract, its input and
 * output validated with the contract's schemas (when the handler made the answer, for a
 * PreparedAnswer), and its handler run.
 */
export function registerApiRoute(
  app: FastifyInstance,
  deps: { db: Db; config: Config; outbox: OutboxWaker },
  authenticate: Authenticators,
  handlers: BoundHandler[],
) {
  const byName = new Map(handlers.map((h) => [h.call.name, h]));
  const missing = API_CALLS.filter((c) => !byName.has(c.name)).map((c) => c.name);
  if (missing.length > 0) throw new Error(`No handler for: ${missing.join(', ')}`);

  const handlerOf = (file: string) => (file.endsWith('.php') ? byName.get(file.slice(0, -4)) : undefined);
  // Counted by the contract's call name, so a client inventing names cannot grow the label set.
  const counted = {
    onResponse(request: FastifyRequest<{ Params: { file: string } }>, reply: FastifyReply, done: () => void) {
      const labels = {
        call: handlerOf(request.params.file)?.call.name ?? 'unknown',
        status: String(reply.statusCode),
      };
      apiRequests.inc(labels);
      apiRequestSeconds.observe(labels, reply.elapsedTime / 1000);
      done();
    },
  };

  const options = { ...counted, compress: false as const };
  app.post<{ Params: { file: string } }>('/api/:file', options, async (request, reply) => {
    const handler = handlerOf(request.params.file);
    if (!handler) throw new ApiError('UNKNOWN_CALL');
    const body = requireKnownClient(request.body);
    const { authorization } = request.headers;
    // Member calls need a valid token; cart calls take one when it is sent (the cart becomes the
    // member's), and a token that is sent but no longer valid is 401 there too.
    const wantsMember = handler.call.auth === 'member' || (handler.call.auth === 'cart' && authorization);
    const member = wantsMember ? await authenticate.member(deps.db, deps.config, authorization) : undefined;
    const staff =
      handler.call.auth === 'staff'
        ? await authenticate.staff(deps.db, deps.config, authorization)
        : undefined;
    // Roles are checked here, once, so no owner-only handler can forget to.
    if (handler.call.role === 'owner' && staff?.role !== 'owner') throw new ApiError('OWNER_ONLY');
    const input = parseInput(handler, body);
    const output = await handler.run(input, {
      ...deps,
      log: request.log,
      ip: request.ip,
      authorization,
      member,
      staff,
    });
    const answer =
      output instanceof PreparedAnswer
        ? output
        : Buffer.from(JSON.stringify(checkedAnswer(handler.call, output)));
    return sendAnswer(request, reply, answer);
  });
}
