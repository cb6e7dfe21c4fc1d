import { INFO_PAGES } from '@shop/contract/content/info-pages';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { baseUrlOf } from '../public-origin.ts';
import type { PageReads } from './page-reads.ts';
import { escapeHtml } from './render-head.ts';

/** Every public page, each with its Chinese edition as an alternate. */
async function publicPaths(db: Db, reads: PageReads): Promise<string[]> {
  const [categoryIds, productIds, postSlugs] = await Promise.all([
    reads.categoryIds(db),
    reads.activeProductIds(db),
    reads.blogPostSlugs(db),
  ]);
  return [
    '/',
    '/shop',
    ...categoryIds.map((id) => `/shop/${id}`),
    ...productIds.map((id) => `/product/${id}`),
    ...Object.keys(INFO_PAGES),
    '/contact',
    '/blog-standard',
    ...postSlugs.map((slug) => `/blog-details-standard/${encodeURIComponent(slug)}`),
  ];
}

export function registerSitemap(
  app: FastifyInstance,
  { config, db, pageReads }: { config: Config; db: Db; pageReads: PageReads },
) {
  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseUrlOf(request, config);
    const entries = (await publicPaths(db, pageReads)).map((path) => {
      const en = escapeHtml(`${base}${path}`);
      const zh = escapeHtml(`${base}${path}?lng=zh-HK`);
      return `  <url><loc>${en}</loc><xhtml:link rel="alternate" hreflang="en" href="${en}"/><xhtml:link rel="alternate" hreflang="zh-HK" href="${zh}"/></url>`;
    });
    return reply
      .type('application/xml; charset=utf-8')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`,
      );
  });

  app.get('/robots.txt', async (request, reply) => {
    const privatePaths = [
      '/api/',
      '/cart',
      '/checkout',
      '/my-account',
      '/credit-shop',
      '/order-confirmation/',
      '/wishlist',
      '/compare',
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\n${privatePaths.map((p) => `Disallow: ${p}`).join('\n')}\n\nSitemap: ${baseUrlOf(request, config)}/sitemap.xml\n`,
      );
  });
}
