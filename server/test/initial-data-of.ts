import type { InitialAnswer } from '../src/http/initial-data/initial-data.ts';

/** The initial data a page carries, read as the storefront reads it. */
export function initialDataOf(html: string): InitialAnswer[] {
  const block = html.match(/<script type="application\/json" id="first-answers">(.*?)<\/script>/);
  return block ? JSON.parse(block[1]!) : [];
}
