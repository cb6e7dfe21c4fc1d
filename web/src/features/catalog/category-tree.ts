import type { Category, SubCategory } from '@shop/contract/catalog/category.calls';

/** Where a category id sits in the tree: the top category, and the sub-category when it is one. */
export interface CategoryPlace {
  top: Category;
  sub: SubCategory | undefined;
}

export function placeOf(categories: readonly Category[], id: number | undefined): CategoryPlace | undefined {
  if (id === undefined) return undefined;
  for (const top of categories) {
    if (top.id === id) return { top, sub: undefined };
    const sub = top.sub_categories.find((s) => s.id === id);
    if (sub) return { top, sub };
  }
  return undefined;
}

/** A top category is active when it is the selected one or the parent of the selected one. */
export function isTopActive(top: Category, selectedId: number | undefined): boolean {
  return (
    selectedId !== undefined && (top.id === selectedId || top.sub_categories.some((s) => s.id === selectedId))
  );
}
