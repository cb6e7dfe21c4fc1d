import type { DetectorOptions } from 'i18next-browser-languagedetector';
import LanguageDetector from 'i18next-browser-languagedetector';

/**
 * For a page the browser builds alone: its language from the `lng` query, then what was chosen
 * before, then the browser. A page the server rendered already names its language (i18n.ts).
 */
export const languageDetector = new LanguageDetector(null, {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  // The choice is kept by i18n.ts, for pages with and without the detector alike.
  caches: [],
  // Any Chinese browser setting gets the Hong Kong Traditional Chinese edition.
  convertDetectedLanguage: (lng: string) => (lng.toLowerCase().startsWith('zh') ? 'zh-HK' : lng),
} satisfies DetectorOptions);
