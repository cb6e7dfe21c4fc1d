import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config/env.ts';
import type { Db } from '../db/database.ts';
import { firstScreenCalls } from './initial-data/first-screen-calls.ts';
import { askInitialData, initialDataTag, listingLcpImage } from './initial-data/initial-data.ts';
import { InitialDataCollector } from './initial-data/initial-data-collector.ts';
import { sendCompressed } from './page-compression.ts';
import { likelyLanguage, pagePreloader } from './page-head/page-preloads.ts';
import type { PageReads } from './page-head/page-reads.ts';
import { renderHead } from './page-head/render-head.ts';
import { resolvePageHead } from './page-head/resolve-page-head.ts';
import { loadPageRenderer } from './page-render.ts';
import { baseUrlOf } from './public-origin.ts';
import { redactUrl } from './url-redaction.ts';

const ONE_YEAR = 31_536_000;

/**
 * Serves the built storefront. Hashed assets are cached for a year; other files for five minutes.
 * The build writes `.br` and `.gz` beside each text file, sent as they are to clients that accept them.
 * Returns the history fallback: a GET of a page path (no file extension, not /api/) gets index.html
 * with that page's title, description and sharing tags, and 404 for a page that does not exist.
 * A landing page comes with its first screen rendered (when the build has a renderer) and, as its
 * initial data, the public answers it was rendered from, so it paints before its script has run and
 * the browser hydrates it without an API round trip.
 */
export async function registerStorefront(
  app: FastifyInstance,
  { config, db, pageReads }: { config: Config; db: Db; pageReads: PageReads },
) {
  const indexFile = join(config.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(
      { webDist: config.webDist },
      'the storefront is not built; run `npm run build` (the API still serves)',
    );
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: config.webDist,
    index: false,
    wildcard: false,
    preCompressed: true,
    // Our own cache headers below; the plugin's default would overwrite them.
    cacheControl: false,
    setHeaders(res, path) {
      const hashed = path.includes(`${join(config.webDist, 'assets')}/`);
      res.setHeader('vary', 'accept-encoding');
      res.setHeader(
        'cache-control',
        hashed ? `public, max-age=${ONE_YEAR}, immutable` : 'public, max-age=300',
      );
    },
  });
  const indexHtml = readFileSync(indexFile, 'utf8');
  const preloader = pagePreloader(config.webDist);
  const renderer = await loadPageRenderer(config.webDist);
  return async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    const url = new URL(request.url, 'http://x');
    const isPage =
      request.method === 'GET' && !url.pathname.startsWith('/api/') && extname(url.pathname) === '';
    if (!isPage) return false;
    const lang = url.searchParams.get('lng') === 'zh-HK' ? 'zh-HK' : 'en';
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/$/, '') : '/';
    const answers = await askInitialData(app, firstScreenCalls(path, url.searchParams));
    const head = await resolvePageHead(
      db,
      pageReads,
      config,
      path,
      lang,
      baseUrlOf(request, config),
      answers,
    );
    reply.status(head.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8');
    if (head.status !== 200) {
      sendCompressed(request, reply, renderHead(indexHtml, head));
      return true;
    }
    const language = likelyLanguage(request, url);
    const initialData = new InitialDataCollector(app, answers);
    const firstScreen = await renderer
      ?.render({ url: `http://localhost${request.url}`, language, send: initialData.send })
      .then((html) => (html ? { html, language } : undefined))
      .catch((error: unknown) => {
        // The page still works without it: the browser renders it, as for a build without a renderer.
        request.log.error({ err: error, url: redactUrl(request.url) }, 'the first screen failed to render');
        return undefined;
      });
    const hints = preloader.tagsFor(path, language, {
      image: head.lcpImage ?? listingLcpImage(answers),
      rendered: firstScreen !== undefined,
    });
    sendCompressed(
      request,
      reply,
      renderHead(indexHtml, head, hints, firstScreen, initialDataTag(initialData.answers())),
    );
    return true;
  };
}
