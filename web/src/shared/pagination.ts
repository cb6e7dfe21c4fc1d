export function pageCount(totalRows: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalRows / pageSize));
}

/** The page a `?page=` value names: a whole number from 1, anything else is page 1. */
export function pageFromQuery(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export function pageOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize;
}

/**
 * The page numbers a pager shows: the first, the last, and `neighbours` either side of the current
 * one, with 'gap' where pages are skipped (1 … 4 5 6 7 8 … 20).
 */
export function pageWindow(current: number, count: number, neighbours = 2): (number | 'gap')[] {
  const shown = new Set([1, count]);
  for (let page = current - neighbours; page <= current + neighbours; page++) {
    if (page >= 1 && page <= count) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  return pages.flatMap((page, i) => {
    const previous = pages[i - 1];
    if (previous === undefined || page - previous === 1) return [page];
    // A gap of one page is cheaper to show as that page than as an ellipsis.
    return page - previous === 2 ? [previous + 1, page] : ['gap' as const, page];
  });
}

/** The rows a page shows, counted from 1: page 2 of 20-row pages out of 85 rows is 21–40. */
export function pageRange(page: number, pageSize: number, totalRows: number): { from: number; to: number } {
  return {
    from: Math.min(totalRows, (page - 1) * pageSize + 1),
    to: Math.min(totalRows, page * pageSize),
  };
}
