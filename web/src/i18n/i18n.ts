import { LOCALE_VERSION, STARTUP_NAMESPACES } from '@shop/contract/locale-files';
import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';

export const LANGUAGES = ['en', 'zh-HK'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Spec §9: version query 5; English is the fallback; detection order as listed; cached in local storage. */
export const i18nReady = i18n
  .use(HttpBackend)
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: [...STARTUP_NAMESPACES],
    defaultNS: 'translation',
    load: 'currentOnly',
    backend: { loadPath: '/locales/{{lng}}/{{ns}}.json', queryStringParams: { v: LOCALE_VERSION } },
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
      // Any Chinese browser setting gets the Hong Kong Traditional Chinese edition.
      convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('zh') ? 'zh-HK' : lng),
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });

i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
});

export function currentLanguage(): Language {
  return i18n.resolvedLanguage === 'zh-HK' ? 'zh-HK' : 'en';
}

export default i18n;
