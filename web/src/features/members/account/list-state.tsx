import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageCount } from '../../../shared/pagination.ts';
import { LoadState } from '../../../shared/ui/load-state.tsx';
import { Pager } from '../../../shared/ui/pager.tsx';

/** What an account list reads from its query hook. */
export interface ListQuery<T> {
  data?: T;
  isLoading: boolean;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStateProps {
  query: Pick<ListQuery<unknown>, 'isLoading' | 'isError' | 'refetch'>;
  /** An answer with nothing to show; a section that always has something leaves it out. */
  empty?: boolean;
  emptyText?: string;
  /** A way onwards from an empty list, e.g. to the shop. */
  emptyAction?: ReactNode;
  /** Rows of the skeleton while the first answer is on its way. */
  rows?: number;
  children: ReactNode;
}

const ACCOUNT_LOOK = { skeleton: 'list-skeleton', note: 'list-note' };

/** The states every account list has: a skeleton while loading, a failure with a retry, empty, or the list. */
export function ListState({
  query,
  empty = false,
  emptyText = '',
  rows = 3,
  emptyAction,
  children,
}: ListStateProps) {
  const { t } = useTranslation('account');
  const texts = {
    loading: t('list.loading'),
    failed: t('list.failed'),
    retry: t('list.retry'),
    empty: emptyText,
  };
  return (
    <LoadState
      loading={query.isLoading}
      failed={query.isError}
      empty={empty}
      texts={texts}
      emptyAction={emptyAction}
      onRetry={query.refetch}
      rows={rows}
      look={ACCOUNT_LOOK}
    >
      {children}
    </LoadState>
  );
}

/** What a paged account list is given: its page's answer, the page it shows and the way to another. */
export interface PagedListProps<T> {
  query: ListQuery<T & { total_rows: number }>;
  page: number;
  onPage: (page: number) => void;
}

interface PagedListStateProps
  extends PagedListProps<object>,
    Omit<ListStateProps, 'query' | 'empty' | 'emptyText'> {
  pageSize: number;
  /** Where the list's words are: its pager's name (`.pager`) and what an empty list says (`.empty`). */
  words: 'orders' | 'items' | 'history';
  /** The rows of the page; none is an empty list. */
  shown: readonly unknown[];
}

/** An account list that comes a page at a time: its states, its rows, and the pager under them. */
export function PagedListState({
  query,
  page,
  onPage,
  pageSize,
  words,
  shown,
  children,
  ...states
}: PagedListStateProps) {
  const { t } = useTranslation('account');
  return (
    <ListState query={query} empty={shown.length === 0} emptyText={t(`${words}.empty`)} {...states}>
      {children}
      <Pager
        page={page}
        pageCount={pageCount(query.data?.total_rows ?? 0, pageSize)}
        busy={query.isFetching}
        onPage={onPage}
        label={t(`${words}.pager`)}
      />
    </ListState>
  );
}
