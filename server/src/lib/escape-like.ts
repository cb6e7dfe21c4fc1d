/** LIKE treats % _ and \ as operators; in a keyword someone typed they are only text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
