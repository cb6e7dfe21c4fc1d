import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { INFO_PAGES } from '@shop/contract/content/info-pages';
import { localeFileUrl, STARTUP_NAMESPACES } from '@shop/contract/locale-files';
import type { FastifyRequest } from 'fastify';
import { PRODUCT_PAGE } from './page-titles.ts';
import { escapeHtml } from './render-head.ts';

/** One record of Vite's build manifest (`.vite/manifest.json`), keyed by source path or chunk name. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The information pages but /subscription, which has a page of its own (web: routes.tsx). */
const INFO_PAGE = new RegExp(
  `^(?:${Object.keys(INFO_PAGES)
    .filter((path) => path !== '/subscription')
    .join('|')})$`,
);

/**
 * The pages the server renders (web: routes.tsx, a route with a first screen): the landing pages a
 * shopper arrives on from a search engine or a shared link, and the frames of the sign-in, cart,
 * checkout and member pages. Their styles must come with the HTML.
 */
const PAGE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'src/app/routes/home.tsx'],
  [/^\/shop(?:\/\d{1,9})?$/, 'src/app/routes/shop.tsx'],
  [PRODUCT_PAGE, 'src/app/routes/product.tsx'],
  [/^\/blog-(?:standard|no-sidebar|right-sidebar)$/, 'src/app/routes/blog-list.tsx'],
  [/^\/blog-details-standard\/[^/]+$/, 'src/app/routes/blog-details.tsx'],
  [INFO_PAGE, 'src/app/routes/info-page.tsx'],
  [/^\/login-register$/, 'src/app/routes/login-register.tsx'],
  // Rendered as their frame, which the shopper's details fill in (web: routes.tsx).
  [/^\/cart$/, 'src/app/routes/cart.tsx'],
  [/^\/checkout$/, 'src/app/routes/checkout.tsx'],
  [/^\/my-account$/, 'src/app/routes/my-account.tsx'],
  [/^\/credit-shop$/, 'src/app/routes/credit-shop.tsx'],
];

/** The app itself, which the entry imports once the page has painted (web/src/main.tsx). */
const APP_MODULE = 'src/start.tsx';

/** Every chunk a manifest record pulls in statically, itself first. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) closure(manifest, child, seen);
  return seen;
}

interface PageAssets {
  scripts: string[];
  styles: string[];
}

export interface PagePreloader {
  /**
   * `<link>` tags for the page's styles and largest picture, and, for a page the browser renders
   * alone (not `rendered` by the server), its scripts and the translations it starts with.
   */
  tagsFor(
    path: string,
    lang: 'en' | 'zh-HK',
    page: { image?: string | undefined; rendered: boolean },
  ): string[];
}

/**
 * Reads the build manifest once. The entry's scripts and styles are already in index.html; the
 * app it imports and what a page adds (its lazy chunk, the chunks that one imports, their CSS)
 * are only found by the browser after the entry has run, so the head announces them: they then
 * download beside the entry.
 */
export function pagePreloader(webDist: string): PagePreloader {
  const file = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const inEntry = entryKey ? closure(manifest, entryKey) : new Set<string>();
  const app = [...closure(manifest, APP_MODULE)].filter((key) => !inEntry.has(key));
  const loadedFirst = new Set([...inEntry, ...app]);

  // Styles are linked, not only preloaded: a page rendered on the server must not paint unstyled.
  const assetsOf = (keys: string[]): PageAssets => {
    const chunks = keys.map((key) => manifest[key]!);
    return {
      scripts: chunks.map((c) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(c.file)}" />`),
      styles: chunks
        .flatMap((c) => c.css ?? [])
        .map((css) => `<link rel="stylesheet" crossorigin href="/${escapeHtml(css)}" />`),
    };
  };
  const appAssets = assetsOf(app);
  const pageAssets = new Map<string, PageAssets>();
  for (const [, module] of PAGE_MODULES) {
    pageAssets.set(module, assetsOf([...closure(manifest, module)].filter((key) => !loadedFirst.has(key))));
  }

  return {
    tagsFor(path, lang, { image, rendered }) {
      const module = PAGE_MODULES.find(([pattern]) => pattern.test(path))?.[1];
      const page = (module ? pageAssets.get(module) : undefined) ?? { scripts: [], styles: [] };
      const imageTags = image
        ? [`<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(image)}" />`]
        : [];
      const styles = [...appAssets.styles, ...page.styles];
      // A page that arrives rendered paints first and fetches its code after (web/src/main.tsx):
      // anything asked for before the first paint would only hold it back.
      if (rendered) return [...imageTags, ...styles];
      return [
        ...imageTags,
        ...STARTUP_NAMESPACES.map(
          (ns) => `<link rel="preload" as="fetch" crossorigin href="${localeFileUrl(lang, ns)}" />`,
        ),
        ...appAssets.scripts,
        ...page.scripts,
        ...styles,
      ];
    },
  };
}

/**
 * The language the storefront will pick, as far as the server can tell (its detector reads the
 * `lng` query, the `i18next` cookie, then the browser's languages; any Chinese gets zh-HK). A
 * choice kept only in the browser's local storage is invisible here: that visitor's preloaded
 * translations go unused, and the right ones load as they would without the hint.
 */
export function likelyLanguage(request: FastifyRequest, url: URL): 'en' | 'zh-HK' {
  const cookie = /(?:^|;\s*)i18next=([^;]*)/.exec(request.headers.cookie ?? '')?.[1];
  const accepted = request.headers['accept-language']?.split(',')[0]?.trim();
  const chosen = url.searchParams.get('lng') ?? cookie ?? accepted ?? 'en';
  return chosen.toLowerCase().startsWith('zh') ? 'zh-HK' : 'en';
}
