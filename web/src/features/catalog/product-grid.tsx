import type { Product } from '@shop/contract/catalog/product.calls';
import { lazy, Suspense, useState } from 'react';
import type { CartBinding } from './cart-binding.ts';
import { ProductCard } from './product-card.tsx';
import { ProductGridLoading } from './product-grid-loading.tsx';
import './product-grid.css';

/** Opened by a click, never on the first screen: its code comes then, in a chunk of its own. */
const QuickView = lazy(() => import('./quick-view.tsx').then((module) => ({ default: module.QuickView })));

interface ProductGridProps {
  /** undefined while loading: skeletons hold the space so nothing jumps when the cards arrive. */
  products: readonly Product[] | undefined;
  view?: 'grid' | 'list';
  cart: CartBinding;
  skeletons?: number;
  /** How many cards sit in the first row on a wide screen; their images load eagerly. */
  eagerCount?: number;
  className?: string;
  /** 2 when nothing but the page's h1 is above the grid. */
  headingLevel?: 2 | 3;
}

/** Cards in a grid or a list, and the one quick view they open. */
export function ProductGrid({
  products,
  view = 'grid',
  cart,
  skeletons = 8,
  eagerCount = 0,
  className = '',
  headingLevel,
}: ProductGridProps) {
  const [quickView, setQuickView] = useState<Product | null>(null);
  if (!products) return <ProductGridLoading view={view} count={skeletons} className={className} />;
  return (
    <>
      <ul className={`product-grid product-grid--${view} ${className}`} aria-busy={false}>
        {products.map((product, index) => (
          <li key={product.id}>
            <ProductCard
              product={product}
              view={view}
              cart={cart}
              onQuickView={setQuickView}
              eager={index < eagerCount}
              headingLevel={headingLevel}
            />
          </li>
        ))}
      </ul>
      {quickView && (
        // Its own boundary: the listing stays as it is while the quick view's code arrives.
        <Suspense fallback={null}>
          <QuickView key={quickView.id} product={quickView} cart={cart} onClose={() => setQuickView(null)} />
        </Suspense>
      )}
    </>
  );
}
