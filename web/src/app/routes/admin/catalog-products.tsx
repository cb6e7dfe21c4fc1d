import { ProductListPage } from '../../../features/admin/sections/catalog/product-list-page.tsx';

/** /admin/catalog: every product, hidden ones too. */
export default function CatalogProducts() {
  return <ProductListPage />;
}
