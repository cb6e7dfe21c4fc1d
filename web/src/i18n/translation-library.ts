import i18n, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options.ts';
import { localeFiles } from './locale-files.ts';
import { applyLanguage } from './page-language.ts';

i18n.on('languageChanged', applyLanguage);

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
