import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options.ts';
import { localeFiles } from './locale-files.ts';

const ONE_YEAR_IN_SECONDS = 31_536_000;

/**
 * The chosen language is kept in local storage and in a cookie (the names the detector reads), so
 * the next page, and the server's render of it, come in the same language.
 */
function keep(language: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older Safari and Firefox the shop still serves
  document.cookie = `i18next=${language}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', language);
  } catch {
    // Storage refused (private mode, full): the cookie still carries the choice.
  }
}

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
  keep(language);
});

/**
 * i18next itself, in `language` with the translations the page already holds (fetched again only
 * when missing). Without a language, the page is one the browser builds alone: only then does the
 * detector load, from the `lng` query, the cookie and the browser's languages.
 */
export async function initTranslationLibrary(language?: string, resources?: Resource) {
  i18n.use(localeFiles).use(initReactI18next);
  if (!language) i18n.use((await import('./language-detection.ts')).languageDetector);
  await i18n.init({
    ...sharedI18nOptions,
    lng: language,
    resources,
    partialBundledLanguages: true,
    react: { useSuspense: true },
  });
  return i18n;
}
