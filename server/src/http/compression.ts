import compress, { type FastifyCompressOptions } from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers for clients that accept it (art SVGs, anything the build did not precompress;
 * the API route compresses its own, `answer-encoding.ts`). Registered before any route: the plugin attaches itself to routes as they are
 * added. Brotli at quality 4 costs about as much CPU as gzip and saves more; request bodies are
 * not decompressed, so the 1 MiB body limit stays a limit on what the client sends.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    global: true,
    globalDecompression: false,
  } satisfies FastifyCompressOptions);
}
