import type { Plugin } from 'vite';

const SELECTOR_KEYS = '\0shop:react-i18next-selector-keys';

/**
 * react-i18next imports one function of i18next, `keyFromSelector`, for keys written as selectors
 * (`t(($) => $.cart.title)`), which the shop never writes; that import alone put all of i18next on
 * the first screen, where a stand-in translates (src/i18n/page-translations.ts). In the browser's
 * build it gets a function that says so instead.
 */
export function reactI18nextAlone(): Plugin {
  return {
    name: 'shop:react-i18next-alone',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      const fromReactI18next = importer?.includes('/node_modules/react-i18next/');
      return this.environment.name === 'client' && source === 'i18next' && fromReactI18next
        ? SELECTOR_KEYS
        : null;
    },
    load(id) {
      if (id !== SELECTOR_KEYS) return null;
      return `export function keyFromSelector() { throw new Error('The shop writes translation keys as strings: a selector needs i18next.'); }`;
    },
  };
}
