import { STARTUP_NAMESPACES } from '@shop/contract/locale-files';
import type { InitOptions } from 'i18next';

export const LANGUAGES = ['en', 'zh-HK'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * What the browser's i18next and the server's renderer of the first screen share, so both render
 * the same text. English is the fallback language.
 */
export const sharedI18nOptions = {
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  ns: [...STARTUP_NAMESPACES],
  defaultNS: 'translation',
  load: 'currentOnly',
  interpolation: { escapeValue: false },
} satisfies InitOptions;
