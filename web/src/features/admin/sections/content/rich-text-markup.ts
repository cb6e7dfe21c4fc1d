/** The tags the toolbar offers: the storefront's allow-list, nothing else. */
export const TOOLBAR_TAGS = ['strong', 'i', 'u', 'h2', 'h3', 'p'] as const;
export type ToolbarTag = (typeof TOOLBAR_TAGS)[number];

export interface Edit {
  text: string;
  /** Where the selection sits afterwards: around the same words, now inside the tag. */
  start: number;
  end: number;
}

/** Wraps the selected text in a tag (or inserts an empty pair at the cursor); a line break has no pair. */
export function wrapSelection(text: string, start: number, end: number, tag: ToolbarTag | 'br'): Edit {
  if (tag === 'br') {
    const inserted = `${text.slice(0, start)}<br>${text.slice(end)}`;
    return { text: inserted, start: start + 4, end: start + 4 };
  }
  const open = `<${tag}>`;
  const wrapped = `${text.slice(0, start)}${open}${text.slice(start, end)}</${tag}>${text.slice(end)}`;
  return { text: wrapped, start: start + open.length, end: end + open.length };
}
