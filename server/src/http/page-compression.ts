import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { negotiateAnswerEncoding } from './answer-encoding.ts';

/**
 * Sends a page compressed. Pages come from the not-found handler, which is no route, so the
 * compression plugin (it hooks into routes) never sees them; a landing page carries its first
 * answers and runs to tens of kilobytes. The encoding is chosen as for API answers, but at Brotli
 * quality 4 and gzip's default level: a page is sent once per visit and its bytes are what a phone
 * waits for before it paints, while an API answer is small and asked for again and again.
 */
export function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply.header('vary', 'accept-encoding');
  const encoding = negotiateAnswerEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    const body = brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(gzipSync(html));
  return reply.send(html);
}
