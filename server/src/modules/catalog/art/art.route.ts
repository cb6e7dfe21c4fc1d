import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ART } from './art-registry.ts';

interface Rendered {
  svg: string;
  etag: string;
}

/** Serves the drawn images. They are deterministic, so each is drawn once and kept. */
export function registerArtRoute(app: FastifyInstance): void {
  const drawn = new Map<string, Rendered>();

  app.get<{ Params: { name: string } }>('/media/art/:name', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.name)?.[1];
    const render = name === undefined ? undefined : ART.get(name);
    if (name === undefined || !render) return reply.callNotFound();

    let art = drawn.get(name);
    if (!art) {
      const svg = render();
      art = { svg, etag: `"${createHash('sha1').update(svg).digest('base64url')}"` };
      drawn.set(name, art);
    }
    reply.header('cache-control', 'public, max-age=86400').header('etag', art.etag);
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type('image/svg+xml; charset=utf-8').send(art.svg);
  });
}
