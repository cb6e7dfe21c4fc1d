import { useParams } from 'react-router';
import { ConsoleNotFound } from '../../../features/admin/console-notices.tsx';
import { ProductEditorPage } from '../../../features/admin/sections/catalog/product-editor-page.tsx';

/** /admin/catalog/new and /admin/catalog/:productId: a product's form and its stock. */
export default function CatalogProduct() {
  const { productId } = useParams();
  if (productId === undefined) return <ProductEditorPage key="new" />;
  const id = Number(productId);
  if (!Number.isSafeInteger(id) || id <= 0) return <ConsoleNotFound />;
  return <ProductEditorPage key={id} productId={id} />;
}
