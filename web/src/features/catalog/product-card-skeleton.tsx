import { Skeleton } from '../../shared/ui/skeleton.tsx';

/**
 * A card's shape in grey while the listing loads, so the grid keeps its size. Hidden from screen
 * readers: the list around it is marked busy.
 */
export function ProductCardSkeleton({ view }: { view: 'grid' | 'list' }) {
  return (
    <div className={`product-card product-card--${view} product-card--skeleton`} aria-hidden="true">
      <Skeleton shape="square" className="product-card__media" />
      <div className="product-card__body">
        <Skeleton shape="heading" />
        <Skeleton shape="short" />
        <Skeleton shape="button" />
      </div>
    </div>
  );
}
