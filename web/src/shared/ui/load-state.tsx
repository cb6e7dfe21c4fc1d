import type { ReactNode } from 'react';
import { Placeholders } from './skeleton.tsx';

interface LoadStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  /** What each state says, in the words of the part of the site that shows it. */
  texts: { loading: string; failed: string; retry: string; empty?: string | undefined };
  /** A way onwards from an empty list, e.g. to the shop. */
  emptyAction?: ReactNode;
  onRetry: () => void;
  /** Rows of the skeleton while the first answer is on its way. */
  rows: number;
  /** The look's class names: `<skeleton>` with `<skeleton>__row` rows, and the note of the other states. */
  look: { skeleton: string; note: string };
  children: ReactNode;
}

/** What a list shows besides its rows: a skeleton while loading, a failure with a retry, or empty. */
export function LoadState({
  loading,
  failed,
  empty,
  texts,
  emptyAction,
  onRetry,
  rows,
  look,
  children,
}: LoadStateProps) {
  if (loading) {
    return (
      <div className={look.skeleton} role="status" aria-busy="true">
        <span className="visually-hidden">{texts.loading}</span>
        <Placeholders count={rows}>
          <span className={`${look.skeleton}__row`} aria-hidden="true" />
        </Placeholders>
      </div>
    );
  }
  if (failed) {
    return (
      <div className={look.note} role="alert">
        <p>{texts.failed}</p>
        <button type="button" className="button button--ghost" onClick={onRetry}>
          {texts.retry}
        </button>
      </div>
    );
  }
  if (empty) {
    return (
      <div className={look.note}>
        <p>{texts.empty}</p>
        {emptyAction}
      </div>
    );
  }
  return <>{children}</>;
}
