import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadState } from '../../shared/ui/load-state.tsx';

interface ListStatusProps {
  loading: boolean;
  failed: boolean;
  empty?: boolean;
  emptyText?: string;
  onRetry: () => void;
  children: ReactNode;
}

const CONSOLE_LOOK = { skeleton: 'console-skeleton', note: 'console-empty' };

/** The three states every console list has besides its rows: loading, failed, nothing found. */
export function ListStatus({ empty = false, emptyText, ...states }: ListStatusProps) {
  const { t } = useTranslation('admin');
  const texts = { loading: t('layout.loading'), failed: t('layout.loadFailed'), retry: t('layout.retry') };
  return (
    <LoadState
      {...states}
      empty={empty}
      texts={{ ...texts, empty: emptyText }}
      rows={4}
      look={CONSOLE_LOOK}
    />
  );
}
