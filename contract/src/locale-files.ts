/**
 * The storefront's translation files: the namespaces it loads at start-up and the version query
 * that busts their cache (raise it when a translation changes). The server preloads the same URLs
 * from the page head, so the translations download beside the scripts instead of after them.
 */
export const STARTUP_NAMESPACES = [
  'translation',
  'pages',
  'catalog',
  'points',
  'account',
  'checkout',
] as const;
export const LOCALE_VERSION = '7';

export function localeFileUrl(lang: string, namespace: string): string {
  return `/locales/${lang}/${namespace}.json?v=${LOCALE_VERSION}`;
}
