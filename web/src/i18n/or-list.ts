/**
 * Choices joined with "or" as each language writes them: "2, 4 or 6 weeks", "2、4或6". Without
 * `Intl.ListFormat`: the product page shows one on its first screen, and a page's first `Intl`
 * formatter costs a phone a long task (docs/performance.md, "Intl on the first screen"). The test
 * holds it to `Intl.ListFormat` in both languages.
 */
export function orList(items: readonly string[], language: string): string {
  if (items.length < 2) return items.join('');
  const head = items.slice(0, -1);
  const last = items.at(-1);
  return language === 'zh-HK' ? `${head.join('、')}或${last}` : `${head.join(', ')} or ${last}`;
}
