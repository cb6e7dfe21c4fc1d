import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { drawsChinese, rasterise } from './art-raster.ts';
import { ART } from './art-registry.ts';

interface Answer {
  body: string | Buffer;
  type: string;
  etag: string;
}

export interface ArtRouteOptions {
  /** Whether the server's fonts can draw the labels as WebP; the real probe unless a test says otherwise. */
  canRasterise?: () => Promise<boolean>;
}

const etagOf = (body: string | Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * Serves the drawn images at the paths the database stores (`/media/art/<name>.svg`): as WebP to a
 * browser's picture request, whose Accept names image/webp, and as SVG to anything else (an
 * editor's download, a crawler), so one URL serves both and caches keep them apart by `Vary`.
 * The drawings are deterministic: each is drawn once, and rasterised once when first asked for as
 * WebP, and kept.
 */
export function registerArtRoute(
  app: FastifyInstance,
  { canRasterise = drawsChinese }: ArtRouteOptions = {},
) {
  const svgs = new Map<string, Answer & { body: string }>();
  const webps = new Map<string, Promise<Answer | undefined>>();
  let fonts: Promise<boolean> | undefined;

  const svgOf = (name: string, render: () => string) => {
    let svg = svgs.get(name);
    if (!svg) {
      const body = render();
      svg = { body, type: 'image/svg+xml; charset=utf-8', etag: etagOf(body) };
      svgs.set(name, svg);
    }
    return svg;
  };

  /** The WebP, or nothing when this server cannot draw it faithfully: then the SVG stands in. */
  const webpOf = (name: string, svg: string): Promise<Answer | undefined> => {
    let webp = webps.get(name);
    if (!webp) {
      fonts ??= canRasterise().then((ok) => {
        if (!ok)
          app.log.warn('no font here draws Chinese (install fonts-noto-cjk): the art is served as SVG');
        return ok;
      });
      webp = fonts
        .then(async (ok) => {
          if (!ok) return undefined;
          const body = await rasterise(svg);
          return { body, type: 'image/webp', etag: etagOf(body) };
        })
        .catch((error: unknown) => {
          app.log.error({ err: error, art: name }, 'the art could not be rasterised: it is served as SVG');
          return undefined;
        });
      webps.set(name, webp);
    }
    return webp;
  };

  app.get<{ Params: { name: string } }>('/media/art/:name', async (request, reply) => {
    const name = /^([a-z0-9-]+)\.svg$/.exec(request.params.name)?.[1];
    const render = name === undefined ? undefined : ART.get(name);
    if (name === undefined || !render) return reply.callNotFound();

    const svg = svgOf(name, render);
    const art = /\bimage\/webp\b/i.test(request.headers.accept ?? '')
      ? ((await webpOf(name, svg.body)) ?? svg)
      : svg;
    reply.header('cache-control', 'public, max-age=86400').header('vary', 'accept').header('etag', art.etag);
    if (request.headers['if-none-match'] === art.etag) return reply.code(304).send();
    return reply.type(art.type).send(art.body);
  });
}
