import type { ReactNode } from 'react';
import { ConsoleSearch } from './console-search.tsx';
import { PagedList } from './paged-list.tsx';
import { LIST_PAGE_SIZE, type useListAddress } from './use-list-address.ts';

type ListAddress<Value extends string> = ReturnType<typeof useListAddress<Value>>;

interface SearchedListProps<Data extends { total_rows: number }, Value extends string> {
  /** The keyword, choice and page the address holds (`useListAddress`). */
  address: ListAddress<Value>;
  query: Parameters<typeof PagedList<Data>>[0]['query'];
  rowsOf: (data: Data) => readonly unknown[];
  words: {
    search: string;
    searchHint: string;
    button: string;
    empty: string;
    count: (total: number) => string;
  };
  /** The one choice beside the search box (`show`, `status`), its options in the order shown. */
  choice?: { label: string; options: readonly { value: Value | ''; label: string }[] };
  searchClassName?: string;
  children: (data: Data) => ReactNode;
}

/** A console list found by keyword (and one choice), counted and paged, all of it kept in the address. */
export function SearchedList<Data extends { total_rows: number }, Value extends string = never>({
  address: { keyword, choice: chosen, page, go },
  query,
  rowsOf,
  words,
  choice,
  searchClassName,
  children,
}: SearchedListProps<Data, Value>) {
  return (
    <>
      <ConsoleSearch
        keyword={keyword}
        onSearch={(next) => go({ keyword: next })}
        label={words.search}
        placeholder={words.searchHint}
        button={words.button}
        className={searchClassName}
      >
        {choice && (
          <select
            className="input"
            aria-label={choice.label}
            value={chosen}
            onChange={(event) => go({ choice: event.target.value as Value | '' })}
          >
            {choice.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </ConsoleSearch>
      <PagedList
        query={query}
        rowsOf={rowsOf}
        emptyText={words.empty}
        countText={words.count}
        pages={{ page, pageSize: LIST_PAGE_SIZE, onPage: (next) => go({ page: next }) }}
        framed
      >
        {(data) => children(data)}
      </PagedList>
    </>
  );
}
