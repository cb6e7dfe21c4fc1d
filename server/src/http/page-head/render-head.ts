/** What the server puts in the <head> of a page, so crawlers and link previews see it without JavaScript. */
export interface PageHead {
  status: 200 | 404;
  lang: 'en' | 'zh-HK';
  title: string;
  description: string;
  canonicalUrl: string;
  alternateUrls: { lang: 'en' | 'zh-HK'; url: string }[];
  imageUrl?: string | undefined;
  /** The picture that will be the page's largest paint, as the page's own <img> names it. */
  lcpImage?: string | undefined;
  type: 'website' | 'product' | 'article';
  noindex?: boolean;
  jsonLd?: object | undefined;
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside a script element must not be able to close it. */
export function safeJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function tags(head: PageHead): string[] {
  const meta = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  return [
    `<link rel="canonical" href="${escapeHtml(head.canonicalUrl)}" />`,
    ...head.alternateUrls.map(
      (a) => `<link rel="alternate" hreflang="${a.lang}" href="${escapeHtml(a.url)}" />`,
    ),
    meta('og:type', head.type),
    meta('og:title', head.title),
    meta('og:description', head.description),
    meta('og:url', head.canonicalUrl),
    meta('og:locale', head.lang === 'zh-HK' ? 'zh_HK' : 'en_HK'),
    ...(head.imageUrl ? [meta('og:image', head.imageUrl)] : []),
    `<meta name="twitter:card" content="${head.imageUrl ? 'summary_large_image' : 'summary'}" />`,
    ...(head.noindex ? ['<meta name="robots" content="noindex" />'] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${safeJson(head.jsonLd)}</script>`] : []),
  ];
}

/** A page's first screen as the server rendered it, and the language it is in. */
export interface FirstScreenHtml {
  html: string;
  language: 'en' | 'zh-HK';
}

/**
 * A page that arrives rendered paints from its HTML, its styles and its picture alone; the entry's
 * scripts only hydrate it, after the first paint (web/src/main.tsx). Asked for at low priority they
 * leave a phone's first round trips to what paints, and Lighthouse no longer counts them as
 * blocking the paint (it takes any script asked for at high priority for one that does).
 */
function scriptsAfterPaint(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")/g, '<$1 fetchpriority="low"');
}

/**
 * Replaces the built index.html's title, description and language, and adds the sharing tags and
 * any extra tags (resource hints), already escaped, and the first screen's HTML in `#root`, marked
 * with its language for the browser that hydrates it. `bodyEnd` (the page's initial data) comes
 * last in the body, so the parser reaches the first screen before it.
 */
export function renderHead(
  indexHtml: string,
  head: PageHead,
  extras: string[] = [],
  firstScreen?: FirstScreenHtml,
  bodyEnd: string[] = [],
): string {
  // Replacement functions, so a `$` in a title or a price is never read as a replacement pattern.
  const page = (firstScreen ? scriptsAfterPaint(indexHtml) : indexHtml)
    .replace(/<html lang="[^"]*">/, () => `<html lang="${head.lang}">`)
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `    ${[...tags(head), ...extras].join('\n    ')}\n  </head>`)
    .replace('</body>', () => `${bodyEnd.map((tag) => `  ${tag}\n`).join('')}  </body>`);
  if (!firstScreen) return page;
  return page.replace(
    '<div id="root"></div>',
    () => `<div id="root" data-language="${firstScreen.language}">${firstScreen.html}</div>`,
  );
}

/** Text of rich text for a description: tags dropped, spaces folded, cut at a word near 160 characters. */
export function plainSummary(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${space > max * 0.6 ? cut.slice(0, space) : cut}…`;
}
