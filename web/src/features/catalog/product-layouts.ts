import { PRODUCT_LAYOUTS, type ProductLayout } from '../../shared/paths.ts';
import type { GalleryMode } from './product-gallery.tsx';

/** How each of the six product layouts shows its pictures. */
const GALLERY_OF: Record<ProductLayout, GalleryMode> = {
  product: 'thumbs-below',
  'product-tab-left': 'thumbs-left',
  'product-tab-right': 'thumbs-right',
  'product-sticky': 'stacked',
  'product-slider': 'slider',
  'product-fixed-image': 'thumbs-below',
};

/** The layout a path such as /product-sticky/12 asks for; anything else is the standard one. */
export function productLayoutOf(pathname: string): ProductLayout {
  const first = pathname.split('/')[1] ?? '';
  return PRODUCT_LAYOUTS.find((layout) => layout === first) ?? 'product';
}

export function galleryModeOf(layout: ProductLayout): GalleryMode {
  return GALLERY_OF[layout];
}
