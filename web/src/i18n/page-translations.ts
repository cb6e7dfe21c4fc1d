import { localeFileUrl, STARTUP_NAMESPACES } from '@shop/contract/locale-files';
import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { sharedI18nOptions } from './i18n-options.ts';

type Values = Record<string, unknown>;
type Key = string | string[];

const PLACEHOLDER = /\{\{(.+?)\}\}/g;

const pathIn = (tree: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((node, part) => (node as Values | undefined)?.[part], tree);

/**
 * `{{name}}` as i18next fills it (escaping off, as the shop sets it): a value left out of the
 * call stays as written, one passed as undefined is emptied.
 */
function interpolate(text: string, values: Values = {}, passed?: Values): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => {
    const value = pathIn(values, name.trim());
    if (value === undefined) return passed && Object.hasOwn(passed, name.trim()) ? '' : placeholder;
    return value === null ? '' : String(value);
  });
}

/** What the server's preload links already fetched: the start-up namespaces of the page's language. */
export async function fetchPageTranslations(language: string): Promise<ResourceLanguage> {
  const bundles = await Promise.all(
    STARTUP_NAMESPACES.map(async (namespace) => {
      const response = await fetch(localeFileUrl(language, namespace));
      if (!response.ok) throw new Error(`failed loading ${namespace}: ${response.status}`);
      return [namespace, await response.json()] as const;
    }),
  );
  return Object.fromEntries(bundles);
}

/**
 * A stand-in for i18next over one language's translation files, enough for react-i18next's
 * `useTranslation` and `<Trans>` and for every string the shop's pages show: nested keys, `{{name}}`,
 * plurals by `count` (`_zero`, `_one`, `_other`), default values. The page hydrates with it, so the first
 * screen does without i18next's 11 KB, and it goes on translating the storefront after that
 * (translator.ts). It never changes language: `changeLanguage` is handed to i18next.
 */
export function createPageTranslations(
  language: string,
  bundles: ResourceLanguage,
  changeLanguage: (language: string) => Promise<unknown>,
): I18n {
  const plurals = new Intl.PluralRules(language);
  const find = (namespaces: string[], key: string, count: unknown) => {
    // As i18next: a count of 0 takes `_zero` where there is one, before the language's own rule.
    const plural = typeof count === 'number' ? [`${key}_${plurals.select(count)}`, key] : [key];
    const keys = count === 0 ? [`${key}_zero`, ...plural] : plural;
    for (const candidate of keys)
      for (const namespace of namespaces) {
        const text = pathIn(bundles[namespace], candidate);
        if (typeof text === 'string') return text;
      }
    return undefined;
  };

  function fixedT(ns?: string | readonly string[], keyPrefix?: string) {
    const t = (key: Key, options?: string | Values) => {
      const values = typeof options === 'string' ? { defaultValue: options } : (options ?? {});
      const namespaces = [
        (values.ns as string | string[] | undefined) ?? ns ?? sharedI18nOptions.defaultNS,
      ].flat();
      const keys = [key].flat().map((k) => (keyPrefix ? `${keyPrefix}.${k}` : k));
      const text = keys.map((k) => find(namespaces, k, values.count)).find((found) => found !== undefined);
      const missing = (values.defaultValue as string | undefined) ?? keys.at(-1)!;
      return interpolate(text ?? missing, values, values);
    };
    // <Trans> reads the namespace off the function, as off i18next's.
    return Object.assign(t, { ns });
  }

  const translations = {
    language,
    resolvedLanguage: language,
    languages: [language],
    isInitialized: true,
    options: sharedI18nOptions,
    services: { interpolator: { interpolate: (text: string, values?: Values) => interpolate(text, values) } },
    t: fixedT(),
    getFixedT: (_lng: string | null, ns?: string | readonly string[], keyPrefix?: string) =>
      fixedT(ns, keyPrefix),
    hasLoadedNamespace: (namespace: string) => namespace in bundles,
    /** A namespace the first screen did not need (subscriptions on a product page): fetched as i18next would. */
    async loadNamespaces(namespaces: string | string[], done?: () => void) {
      const wanted = [namespaces].flat().filter((namespace) => !(namespace in bundles));
      await Promise.all(
        wanted.map(async (namespace) => {
          // A file that does not come shows its keys, as with i18next once its retries are spent.
          const response = await fetch(localeFileUrl(language, namespace)).catch(() => undefined);
          bundles[namespace] = response?.ok ? await response.json() : {};
        }),
      );
      done?.();
    },
    changeLanguage,
    // It never changes language nor its translations, so there is nothing to tell react-i18next.
    on() {},
    off() {},
  };
  // Typed as i18next for react-i18next's provider; what the stand-in leaves out, no page calls.
  return translations as unknown as I18n;
}
