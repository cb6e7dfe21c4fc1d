import { Placeholders, Skeleton, SkeletonLines } from '../../shared/ui/skeleton.tsx';

/** The cart's shape while its first answer is on the way. */
export function CartSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <ul className="cart-lines" aria-hidden="true">
      <Placeholders count={lines}>
        <li className="cart-line cart-line--skeleton">
          <Skeleton shape="image" className="cart-line__image" />
          <div className="cart-line__about">
            <Skeleton shape="title" />
            <Skeleton shape="line" />
          </div>
        </li>
      </Placeholders>
    </ul>
  );
}

/** The summary's totals and button while the cart is on its way. */
export function SummarySkeleton() {
  return (
    <div aria-hidden="true">
      <SkeletonLines lines={4} />
      <Skeleton shape="button" />
    </div>
  );
}
