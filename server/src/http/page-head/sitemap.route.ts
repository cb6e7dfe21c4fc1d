import { INFO_PAGES } from '@shop/contract/content/info-pages';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { categories, products } from '../../modules/catalog/catalog.tables.ts';
import { blogPosts } from '../../modules/content/content.tables.ts';
import { baseUrlOf } from '../public-origin.ts';
import { escapeHtml } from './render-head.ts';

/** Every public page, each with its Chinese edition as an alternate. */
async function publicPaths(db: Db): Promise<string[]> {
  const [categoryRows, productRows, postRows] = await Promise.all([
    db.select({ id: categories.id }).from(categories).orderBy(asc(categories.id)),
    db.select({ id: products.id }).from(products).where(eq(products.active, true)).orderBy(asc(products.id)),
    db.select({ slug: blogPosts.slug }).from(blogPosts).orderBy(asc(blogPosts.id)),
  ]);
  return [
    '/',
    '/shop',
    ...categoryRows.map((c) => `/shop/${c.id}`),
    ...productRows.map((p) => `/product/${p.id}`),
    ...Object.keys(INFO_PAGES),
    '/contact',
    '/blog-standard',
    ...postRows.map((p) => `/blog-details-standard/${encodeURIComponent(p.slug)}`),
  ];
}

export function registerSitemap(app: FastifyInstance, { config, db }: { config: Config; db: Db }) {
  app.get('/sitemap.xml', async (request, reply) => {
    const base = baseUrlOf(request, config);
    const entries = (await publicPaths(db)).map((path) => {
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
