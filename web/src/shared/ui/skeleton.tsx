import './skeleton.css';

type Shape = 'line' | 'short' | 'eyebrow' | 'heading' | 'title' | 'image' | 'square' | 'button';

/**
 * A grey shape in the size of what is coming, so the page does not jump when content arrives.
 * Hidden from screen readers: the region around it says it is busy.
 */
export function Skeleton({ shape, className }: { shape: Shape; className?: string }) {
  const classes = `skeleton skeleton--${shape}`;
  return <span className={className ? `${classes} ${className}` : classes} aria-hidden="true" />;
}

export function SkeletonLines({ lines = 3 }: { lines?: number }) {
  return (
    <span className="skeleton-lines" aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders, never reordered
        <Skeleton key={i} shape="line" />
      ))}
    </span>
  );
}
