import type { i18n as I18n, ResourceLanguage } from 'i18next';
import { applyLanguage } from './page-language.ts';
import { createPageTranslations, fetchPageTranslations } from './page-translations.ts';

let current: I18n | undefined;
let pageBundles: ResourceLanguage | undefined;
let library: Promise<I18n> | undefined;
const listeners = new Set<(next: I18n) => void>();

/** What translates the page now: the stand-in on a page the server rendered, i18next once it is loaded; none on the server. */
export const translator = () => current;

export function onTranslatorChange(listener: (next: I18n) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function switchTo(next: I18n) {
  current = next;
  for (const listener of listeners) listener(next);
}

/** i18next, loaded once, in the stand-in's language and with the translations it already holds. */
function translationLibrary(): Promise<I18n> {
  const language = current?.language;
  library ??= import('./translation-library.ts')
    .then((m) =>
      m.initTranslationLibrary(language, language && pageBundles ? { [language]: pageBundles } : undefined),
    )
    .catch((error: unknown) => {
      // Its chunk did not arrive: the stand-in keeps translating, and the next change of language tries again.
      library = undefined;
      throw error;
    });
  return library;
}

/**
 * A page the server rendered hydrates with a stand-in over its own translation files
 * (page-translations.ts), so its first screen does without i18next. A change of language is
 * i18next's to make. The page's language is applied and kept, as i18next does with every language it is set to.
 */
export async function startWithPageTranslations(language: string) {
  applyLanguage(language);
  pageBundles = await fetchPageTranslations(language);
  switchTo(
    createPageTranslations(language, pageBundles, async (next) => {
      const i18n = await translationLibrary();
      await i18n.changeLanguage(next);
      switchTo(i18n);
    }),
  );
}

/** Hands the page to i18next: before a page the browser builds alone, or before the staff console. */
export async function startTranslationLibrary() {
  switchTo(await translationLibrary());
}
