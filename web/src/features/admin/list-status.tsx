import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../shared/ui/load-state.tsx';

/** What a console list reads from its query hook. */
export interface StatusQuery {
  data?: unknown;
  isFetching: boolean;
  isError: boolean;
  refetch: () => unknown;
}

interface ListStatusProps {
  query: StatusQuery;
  empty?: boolean;
  emptyText?: string;
  children: ReactNode;
}

const CONSOLE_LOOK = { skeleton: 'console-skeleton', note: 'console-empty' };

/**
 * The three states every console list has besides its rows: loading, failed, nothing found. Only
 * a list with nothing yet shows them: a refetch or a failed one keeps the rows it has on screen.
 */
export function ListStatus({ query, empty = false, emptyText, children }: ListStatusProps) {
  const { t } = useTranslation('admin');
  const texts = { loading: t('layout.loading'), failed: t('layout.loadFailed'), retry: t('layout.retry') };
  return (
    <LoadState
      loading={query.data === undefined && query.isFetching}
      failed={query.isError && query.data === undefined}
      onRetry={() => void query.refetch()}
      empty={empty}
      texts={{ ...texts, empty: emptyText }}
      rows={4}
      look={CONSOLE_LOOK}
    >
      {children}
    </LoadState>
  );
}
