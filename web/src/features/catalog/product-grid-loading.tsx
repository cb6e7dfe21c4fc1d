import { Placeholders } from '../../shared/ui/skeleton.tsx';
import { ProductCardSkeleton } from './product-card-skeleton.tsx';
import './product-grid.css';

interface ProductGridLoadingProps {
  view: 'grid' | 'list';
  count: number;
  className: string;
}

/** A product grid while its products load: skeletons hold the space so nothing jumps when the cards arrive. */
export function ProductGridLoading({ view, count, className }: ProductGridLoadingProps) {
  return (
    <ul className={`product-grid product-grid--${view} ${className}`} aria-busy>
      <Placeholders count={count}>
        <li>
          <ProductCardSkeleton view={view} />
        </li>
      </Placeholders>
    </ul>
  );
}
