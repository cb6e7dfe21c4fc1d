import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../../shared/ui/load-state.tsx';

interface ListStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
  /** A way onwards from an empty list, e.g. to the shop. */
  emptyAction?: ReactNode;
  onRetry: () => void;
  /** Rows of the skeleton while the first answer is on its way. */
  rows?: number;
  children: ReactNode;
}

const ACCOUNT_LOOK = { skeleton: 'list-skeleton', note: 'list-note' };

/** The states every account list has: a skeleton while loading, a failure with a retry, empty, or the list. */
export function ListState({ emptyText, rows = 3, ...states }: ListStateProps) {
  const { t } = useTranslation('account');
  const texts = { loading: t('list.loading'), failed: t('list.failed'), retry: t('list.retry') };
  return <LoadState {...states} texts={{ ...texts, empty: emptyText }} rows={rows} look={ACCOUNT_LOOK} />;
}
