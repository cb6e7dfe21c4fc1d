import { LOCALE_VERSION } from '@shop/contract/locale-files';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { sharedI18nOptions } from './i18n-options.ts';

const ONE_YEAR_IN_MINUTES = 525_600;

/**
 * Locale files carry a version query so a new release is not read from an old cache. The language
 * comes from the `lng` query, then what was chosen before, then the browser; it is kept in local
 * storage, and in a cookie so the server renders the first screen in the same language.
 */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    ...sharedI18nOptions,
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', queryStringParams: { v: LOCALE_VERSION } },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage', 'cookie'],
      cookieMinutes: ONE_YEAR_IN_MINUTES,
      cookieOptions: { path: '/', sameSite: 'lax' },
      // Any Chinese browser setting gets the Hong Kong Traditional Chinese edition.
      convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('zh') ? 'zh-HK' : lng),
    },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export default i18n;
