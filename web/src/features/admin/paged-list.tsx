import { type ReactNode, useState } from 'react';
import { pageCount, pageOffset } from '../../shared/pagination.ts';
import { Pager } from '../../shared/ui/pager.tsx';
import { ListStatus } from './list-status.tsx';

/** Which page of a list is shown, how many rows a page holds, and how to show another. */
export interface ListPages {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/**
 * A list's one filter and its page, kept in the component (not the address): a new filter starts
 * again at page 1. `rows` is the window the list call asks for.
 */
export function useFilteredPages<Filter>(initial: Filter, pageSize: number) {
  const [filter, setFilter] = useState(initial);
  const [page, setPage] = useState(1);
  return {
    filter,
    setFilter: (next: Filter) => {
      setFilter(next);
      setPage(1);
    },
    pages: { page, pageSize, onPage: setPage } satisfies ListPages,
    rows: { limit: pageSize, offset: pageOffset(page, pageSize) },
  };
}

interface PagedListProps<Data extends { total_rows: number }> {
  /** The list query's state, as its RTK Query hook gives it. */
  query: { data?: Data; isFetching: boolean; isError: boolean; refetch: () => unknown };
  /** The rows of one page, to tell an empty list. */
  rowsOf: (data: Data) => readonly unknown[];
  emptyText: string;
  /** "12 found" above the list, said to screen readers as it changes; left out when not given. */
  countText?: (total: number) => string;
  pages: ListPages;
  /** The rows in a flush card (tables); without it the rows stand on the page (cards, a ledger). */
  framed?: boolean;
  /** The rows; `busy` while the next page loads over the shown one. */
  children: (data: Data, busy: boolean) => ReactNode;
}

/** A console list of pages: its count, loading, failure and empty states, the rows and the pager. */
export function PagedList<Data extends { total_rows: number }>({
  query,
  rowsOf,
  emptyText,
  countText,
  pages: { page, pageSize, onPage },
  framed = false,
  children,
}: PagedListProps<Data>) {
  const { data, isFetching } = query;
  const total = data?.total_rows ?? 0;
  return (
    <>
      {countText && (
        <p className="console-count" aria-live="polite">
          {data ? countText(total) : ''}
        </p>
      )}
      <ListStatus query={query} empty={data ? rowsOf(data).length === 0 : false} emptyText={emptyText}>
        {data &&
          (framed ? (
            <div className="console-card console-card--flush" aria-busy={isFetching}>
              {children(data, isFetching)}
            </div>
          ) : (
            children(data, isFetching)
          ))}
      </ListStatus>
      <Pager page={page} pageCount={pageCount(total, pageSize)} rows={{ pageSize, total }} onPage={onPage} />
    </>
  );
}
