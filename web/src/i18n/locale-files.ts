import { localeFileUrl } from '@shop/contract/locale-files';
import type { BackendModule, ReadCallback } from 'i18next';

/**
 * Reads a translation file of the build (`/locales/{language}/{namespace}.json`, versioned). Written
 * here rather than i18next-http-backend: this is all of it the shop needs, and the first screen
 * then carries 3 KB less script. As there, a server or network failure is retried by i18next, a
 * missing file is not.
 */
export const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const url = localeFileUrl(language, namespace);
    fetch(url).then(
      async (response) => {
        if (!response.ok)
          return callback(`failed loading ${url}: ${response.status}`, response.status >= 500);
        try {
          callback(null, await response.json());
        } catch (error) {
          callback(error as Error, false);
        }
      },
      (error: Error) => callback(`failed loading ${url}: ${error.message}`, true),
    );
  },
};
