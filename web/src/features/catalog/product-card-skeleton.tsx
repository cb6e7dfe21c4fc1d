/**
 * A card's shape in grey while the listing loads, so the grid keeps its size. Hidden from screen
 * readers: the list around it is marked busy.
 */
export function ProductCardSkeleton({ view }: { view: 'grid' | 'list' }) {
  return (
    <div className={`product-card product-card--${view} product-card--skeleton`} aria-hidden="true">
      <div className="product-card__media skeleton-block" />
      <div className="product-card__body">
        <span className="skeleton-block skeleton-block--line" />
        <span className="skeleton-block skeleton-block--short" />
        <span className="skeleton-block skeleton-block--button" />
      </div>
    </div>
  );
}
