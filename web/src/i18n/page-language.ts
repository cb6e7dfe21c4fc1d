const ONE_YEAR_IN_SECONDS = 31_536_000;

/**
 * The language the shopper reads the shop in: set on the page's `<html>` (the server sets it from
 * the address alone, for the head a search engine reads, so a page rendered in the language of a
 * cookie needs it set here), and kept in local storage and in a cookie (the names i18next's
 * detector reads), so the next page loaded afresh, and the server's render of it, come in the
 * same language; also when it came from a link's `?lng=`, which only the first page carries.
 */
export function applyLanguage(language: string) {
  document.documentElement.lang = language;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from the older Safari and Firefox the shop still serves
  document.cookie = `i18next=${language}; path=/; max-age=${ONE_YEAR_IN_SECONDS}; samesite=lax`;
  try {
    localStorage.setItem('i18nextLng', language);
  } catch {
    // Storage refused (private mode, full): the cookie still carries the choice.
  }
}
