import type { Product } from '@shop/contract/catalog/product.calls';
import type { WebsiteSection } from '@shop/contract/content/content.calls';
import { INFO_PAGES, type InfoPath } from '@shop/contract/content/info-pages';
import type { Config } from '../../config/env.ts';
import type { Db } from '../../db/database.ts';
import { type InitialAnswer, initialAnswerOf } from '../initial-data/initial-data.ts';
import type { PageReads } from './page-reads.ts';
import { CONSOLE_TITLE, NOT_FOUND_TITLE, ORDER_TITLE, PRODUCT_PAGE, STATIC_PAGES } from './page-titles.ts';
import { productJsonLd } from './product-json-ld.ts';
import { type PageHead, plainSummary } from './render-head.ts';

interface Found {
  title: { en: string; zh: string } | null;
  description?: { en: string; zh: string };
  image?: string;
  /** The picture the page will paint largest, preloaded from the head. */
  lcpImage?: string | undefined;
  type?: PageHead['type'];
  noindex?: boolean;
  jsonLd?: object;
  notFound?: boolean;
}

const isInfoPath = (path: string): path is InfoPath => path in INFO_PAGES;

/**
 * The home page and product pages are told by the initial data they carry (first-screen-calls.ts):
 * the banner's first slide is the home page's largest paint, and a product that product_detail_get
 * did not answer is not found.
 */
async function findPage(
  db: Db,
  reads: PageReads,
  path: string,
  baseUrl: string,
  answers: InitialAnswer[],
): Promise<Found> {
  if (path === '/') {
    const home = initialAnswerOf<{ website_sections: WebsiteSection[] }>(answers, 'website_section_get');
    const banner = home?.website_sections.find((s) => s.section_key === 'home_banner');
    return { title: null, lcpImage: banner?.section_items[0]?.image || undefined };
  }
  if (PRODUCT_PAGE.test(path)) {
    const p = initialAnswerOf<{ product: Product }>(answers, 'product_detail_get')?.product;
    if (!p) return { title: NOT_FOUND_TITLE, notFound: true };
    return {
      title: { en: p.product_name_en, zh: p.product_name_zh || p.product_name_en },
      description: { en: plainSummary(p.product_description_en), zh: plainSummary(p.product_description_zh) },
      image: p.variants[0]?.image[0],
      lcpImage: p.variants[0]?.image[0],
      type: 'product',
      jsonLd: productJsonLd(p, baseUrl),
    };
  }
  const category = path.match(/^\/shop\/(\d{1,9})$/);
  if (category) {
    const c = await reads.category(db, Number(category[1]));
    return c
      ? { title: { en: c.nameEn, zh: c.nameZh }, image: c.image || undefined }
      : { title: NOT_FOUND_TITLE, notFound: true };
  }
  if (isInfoPath(path)) {
    const item = await reads.firstSectionItem(db, INFO_PAGES[path][0]);
    if (!item) return { title: NOT_FOUND_TITLE, notFound: true };
    return {
      title: { en: item.title_en, zh: item.title_zh },
      description: {
        en: plainSummary(item.subtitle_en || item.content_en),
        zh: plainSummary(item.subtitle_zh || item.content_zh),
      },
      image: item.image || undefined,
    };
  }
  const post = path.match(/^\/blog-details-standard\/([^/]{1,120})$/);
  if (post) {
    const found = await reads.blogPost(db, decodeURIComponent(post[1]!));
    if (!found) return { title: NOT_FOUND_TITLE, notFound: true };
    return {
      title: { en: found.title_en, zh: found.title_zh },
      description: { en: found.excerpt_en, zh: found.excerpt_zh },
      image: found.image || undefined,
      type: 'article',
    };
  }
  if (path.startsWith('/order-confirmation/')) return { title: ORDER_TITLE, noindex: true };
  // The staff console (its own client-side pages) is a page, never indexed.
  if (path === '/admin' || path.startsWith('/admin/')) return { title: CONSOLE_TITLE, noindex: true };
  const page =
    STATIC_PAGES[path] ?? (path === '/blog-details-standard' ? STATIC_PAGES['/blog-standard'] : undefined);
  if (page) return { title: page, noindex: page.private === true };
  return { title: NOT_FOUND_TITLE, notFound: true, noindex: true };
}

/**
 * The head of any storefront path, in the language the URL asks for (`?lng=zh-HK`), English
 * otherwise, from the initial data the page carries where it has them.
 */
export async function resolvePageHead(
  db: Db,
  reads: PageReads,
  config: Config,
  path: string,
  lang: PageHead['lang'],
  baseUrl: string,
  answers: InitialAnswer[],
): Promise<PageHead> {
  const [shop, found] = await Promise.all([
    reads.shopInfo(db, config),
    findPage(db, reads, path, baseUrl, answers),
  ]);
  const zh = lang === 'zh-HK';
  const shopName = zh ? shop.name_zh : shop.name_en;
  const title = found.title
    ? `${zh ? found.title.zh : found.title.en} | ${shopName}`
    : `${shopName} · ${zh ? shop.tagline_zh : shop.tagline_en}`;
  const description =
    (found.description && (zh ? found.description.zh : found.description.en)) ||
    (zh ? shop.tagline_zh : shop.tagline_en);
  const url = (l: PageHead['lang']) => `${baseUrl}${path}${l === 'zh-HK' ? '?lng=zh-HK' : ''}`;
  return {
    status: found.notFound ? 404 : 200,
    lang,
    title,
    description,
    canonicalUrl: url(lang),
    alternateUrls: [
      { lang: 'en', url: url('en') },
      { lang: 'zh-HK', url: url('zh-HK') },
    ],
    imageUrl: found.image ? `${baseUrl}${found.image}` : `${baseUrl}/media/art/banner-harbour.svg`,
    lcpImage: found.lcpImage,
    type: found.type ?? 'website',
    noindex: found.noindex ?? false,
    jsonLd: found.jsonLd,
  };
}
