import sanitizeHtml from 'sanitize-html';

/** Spec §5: only these tags survive, and no attribute at all (so no style, no handlers). */
export const RICH_TEXT_TAGS = [
  'b',
  'u',
  'i',
  'strong',
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'br',
] as const;

/**
 * Sections are sanitised again on every answer, and sanitize-html is slow next to the query, so
 * results are remembered by their input. Keyed by content, an entry can never be stale.
 */
const remembered = new Map<string, string>();
const REMEMBER_AT_MOST = 2000;

export function sanitizeRichText(html: string): string {
  const known = remembered.get(html);
  if (known !== undefined) return known;
  const clean = sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  });
  if (remembered.size >= REMEMBER_AT_MOST) remembered.delete(remembered.keys().next().value as string);
  remembered.set(html, clean);
  return clean;
}
