/** The only tags rich text keeps, with no attribute at all (so no style, no handlers). */
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
 * The allow-list as sanitize-html's options, for every sanitiser without a DOM (the API's answers,
 * the storefront's server renderer): other tags are dropped, and the text of these with them.
 */
export const RICH_TEXT_SANITIZE_HTML = {
  allowedTags: [...RICH_TEXT_TAGS] as string[],
  allowedAttributes: {},
  disallowedTagsMode: 'discard' as const,
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'template'],
};
