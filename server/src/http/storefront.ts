import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ONE_YEAR = 31_536_000;

/**
 * Serves the built storefront. Hashed assets are cached for a year; everything else is revalidated.
 * Returns the history fallback: index.html for a GET of a page path (no file extension, not /api/).
 */
export async function registerStorefront(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'the storefront is not built; run `npm run build` (the API still serves)');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join(webDist, 'assets')}/`);
      res.setHeader(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=300',
      );
    },
  });
  const indexHtml = readFileSync(indexFile, 'utf8');
  return (request: FastifyRequest, reply: FastifyReply): boolean => {
    const path = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !path.startsWith('/api/') && extname(path) === '';
    if (!isPage) return false;
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
    return true;
  };
}
