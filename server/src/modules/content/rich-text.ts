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

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...RICH_TEXT_TAGS],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
    nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
  });
}
