import i18n from 'i18next';
import { initReactI18next, setI18n } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options.ts';
import { localeFiles } from './locale-files.ts';

const ONE_YEAR_IN_SECONDS = 31_536_000;

/**
 * The page the server rendered names its language (`data-language` on `#root`): the server chose
 * it from the `lng` query, the cookie and the browser's languages, as the detector would. Only a
 * page the browser builds alone loads the detector, so the first screen does without it.
 */
const rendered = document.getElementById('root')?.dataset.language;

async function init() {
  // Known to React before the detector arrives, so a component rendered meanwhile waits
  // (suspends) for the translations instead of showing their keys.
  setI18n(i18n);
  i18n.use(localeFiles).use(initReactI18next);
  if (!rendered) i18n.use((await import('./language-detection.ts')).languageDetector);
  await i18n.init({ ...sharedI18nOptions, lng: rendered, react: { useSuspense: true } });
}

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

export const i18nReady = init();

export default i18n;
