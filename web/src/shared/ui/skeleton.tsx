import { Fragment, memo, type ReactNode } from 'react';
import './skeleton.css';

type Shape = 'line' | 'short' | 'eyebrow' | 'heading' | 'title' | 'image' | 'square' | 'button';

/**
 * A grey shape in the size of what is coming, so the page does not jump when content arrives.
 * Hidden from screen readers: the region around it says it is busy. Memoised, as `SkeletonLines`:
 * a page waiting for its answers renders again as the shopper becomes known or a call starts, and
 * its placeholders, which never change, were most of what that render went through on a phone.
 */
export const Skeleton = memo(function Skeleton({ shape, className }: { shape: Shape; className?: string }) {
  const classes = `skeleton skeleton--${shape}`;
  return <span className={className ? `${classes} ${className}` : classes} aria-hidden="true" />;
});

/**
 * `count` copies of one placeholder. They are identical and never reordered, so a copy's position
 * is its key; the keys differ from any record's id, so a placeholder never becomes the cell of the
 * record that replaces it (which would move it across the page when the list arrives).
 */
export function Placeholders({ count, children }: { count: number; children: ReactNode }) {
  return Array.from({ length: count }, (_, i) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
    <Fragment key={`placeholder-${i}`}>{children}</Fragment>
  ));
}

export const SkeletonLines = memo(function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-lines" aria-hidden="true">
      <Placeholders count={lines}>
        <Skeleton shape="line" />
      </Placeholders>
    </span>
  );
});
