import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { STARTUP_NAMESPACES } from '@shop/contract/locale-files';
import { createInstance, type i18n as I18n, type ResourceLanguage } from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, Trans, useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './i18n-options.ts';
import { createPageTranslations } from './page-translations.ts';

const NAMESPACES = [...STARTUP_NAMESPACES, 'subscriptions'];
const localesDir = join(import.meta.dirname, '../../public/locales');
const bundlesOf = (language: string): ResourceLanguage =>
  Object.fromEntries(
    NAMESPACES.map((ns) => [ns, JSON.parse(readFileSync(join(localesDir, language, `${ns}.json`), 'utf8'))]),
  );

/** Every key as a page asks for it: a plural's `_zero`, `_one` and `_other` as the key without them. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object'
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key.replace(/_(zero|one|other)$/, '')}`],
  );
}

/** Any key, any namespace: the test walks the files, not the typed keys. */
type Translate = (key: string, options?: object | string) => string;
const translateIn = (i18n: I18n, ns: string, keyPrefix?: string) =>
  i18n.getFixedT(null, ns as never, keyPrefix as never) as unknown as Translate;

const placeholdersOf = (text: string) =>
  [...text.matchAll(/\{\{(.+?)\}\}/g)].map((match) => match[1]!.trim());

function withBoth(language: string) {
  const bundles = bundlesOf(language);
  const library = createInstance();
  void library.init({
    lng: language,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'translation',
    interpolation: { escapeValue: false },
    resources: { [language]: bundles, ...(language === 'en' ? {} : { en: bundlesOf('en') }) },
    initAsync: false,
  });
  const standIn = createPageTranslations(language, structuredClone(bundles), async () => undefined);
  return { bundles, library, standIn };
}

describe.each(LANGUAGES)('the stand-in in %s', (language) => {
  const { bundles, library, standIn } = withBoth(language);

  it('says every string of every page as i18next does: names filled in, plurals by count', () => {
    for (const ns of NAMESPACES) {
      const ours = translateIn(standIn, ns);
      const theirs = translateIn(library, ns);
      for (const key of new Set(keysOf(bundles[ns] as object))) {
        const text = JSON.stringify(bundles[ns]);
        const names = Object.fromEntries(placeholdersOf(text).map((name) => [name, `«${name}»`]));
        for (const options of [{}, names, { ...names, count: 1 }, { ...names, count: 2 }, { count: 0 }]) {
          expect(ours(key, options), `${ns}:${key} ${JSON.stringify(options)}`).toBe(theirs(key, options));
        }
      }
    }
  });

  it('answers as i18next for a key it lacks, a default value, a key prefix and a name passed empty', () => {
    for (const [key, options] of [
      ['nowhere.to.be.found', undefined],
      ['nowhere', { defaultValue: 'Hello {{who}}', who: 'Mei' }],
      ['nowhere', 'Plain default'],
      ['errors.network', { ns: 'translation' }],
    ] as const) {
      expect(translateIn(standIn, 'translation')(key, options)).toBe(
        translateIn(library, 'translation')(key, options),
      );
    }
    expect(translateIn(standIn, 'translation', 'errors')('network')).toBe(
      translateIn(library, 'translation', 'errors')('network'),
    );
  });

  it('renders <Trans> with its links as i18next does', () => {
    const markupWith = (i18n: I18n, ns: string, i18nKey: string) => {
      function Sentence() {
        const { t } = useTranslation(ns as never);
        return createElement(Trans, {
          t,
          i18nKey,
          components: { terms: createElement('a'), privacy: createElement('a'), hint: createElement('span') },
        } as never);
      }
      return renderToStaticMarkup(createElement(I18nextProvider, { i18n }, createElement(Sentence)));
    };
    for (const [ns, key] of [
      ['account', 'fields.acceptTerms'],
      ['translation', 'privacyNotice.body'],
    ] as const) {
      const markup = markupWith(standIn, ns, key);
      expect(markup).toContain('<a>');
      expect(markup).toBe(markupWith(library, ns, key));
    }
  });
});
