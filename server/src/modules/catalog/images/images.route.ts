import type { FastifyInstance } from 'fastify';
import type { Config } from '../../../config/env.ts';
import { openImageStore } from './image-store.ts';

/** The public path of a stored picture. */
export const uploadPath = (name: string) => `/media/uploads/${name}`;

/** Serves uploaded pictures; their names are content hashes, so they may be cached for good. */
export function registerUploadedImagesRoute(app: FastifyInstance, config: Config): void {
  const store = openImageStore(config);
  app.get<{ Params: { name: string } }>('/media/uploads/:name', async (request, reply) => {
    const name = /^[a-f0-9]{24}-\d{2,4}\.webp$/.exec(request.params.name)?.[0];
    const bytes = name === undefined ? undefined : await store.get(name);
    if (!bytes) return reply.callNotFound();
    reply.header('cache-control', 'public, max-age=31536000, immutable');
    return reply.type('image/webp').send(bytes);
  });
}
