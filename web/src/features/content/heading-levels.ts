/** The heading levels of sanitised rich text, which carries bare tags only (`<h3>`, never attributes). */
const HEADING = /<(\/?)h([1-6])>/g;

/**
 * Moves the headings of a piece of rich text so its top heading sits at `top`, keeping their order
 * relative to each other (capped at h6). Shop text is written without knowing where it will appear:
 * an <h3> straight under the page's <h1> would break the outline screen readers navigate by.
 */
export function shiftHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(HEADING)].map((match) => Number(match[2]));
  if (levels.length === 0) return html;
  const offset = top - Math.min(...levels);
  if (offset === 0) return html;
  return html.replace(HEADING, (_, slash: string, level: string) => {
    const shifted = Math.min(6, Math.max(1, Number(level) + offset));
    return `<${slash}h${shifted}>`;
  });
}
