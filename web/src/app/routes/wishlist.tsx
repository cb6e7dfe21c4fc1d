import { ProductGrid } from '../../features/catalog/product-grid.tsx';
import { useWishlist } from '../../features/catalog/use-saved-list.ts';
import { SavedListRoute } from './saved-list-route.tsx';

/** /wishlist: the saved products as cards; each card's heart takes it off the list. */
export default function Wishlist() {
  const wishlist = useWishlist();
  return (
    <SavedListRoute name="wishlist" list={wishlist}>
      {(cart) => <ProductGrid products={wishlist.items} cart={cart} headingLevel={2} />}
    </SavedListRoute>
  );
}
