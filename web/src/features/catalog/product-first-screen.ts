import type { FirstScreen } from '../../shared/first-screen.ts';
import { fetchAhead } from '../../shared/lazy-page.ts';
import type { ProductLayout } from '../../shared/paths.ts';
import { BackInStock, opensSoldOut } from './back-in-stock.ts';
import { once } from './catalog-first-screen.ts';
import { idFromParam } from './listing-query.ts';
import { productApi } from './product.endpoints.ts';
import { ProductSlider } from './product-gallery.tsx';
import { galleryModeOf } from './product-layouts.ts';

/**
 * The first screen of a product page in one of its layouts, which comes in the page's own chunk
 * (app/routes/product.tsx): the product (the suggestions below it load in the browser), and the
 * code of the parts that only some pages show, so what the server rendered hydrates as it is: the
 * slider layout's gallery, and the back-in-stock form when the page opens on a sold-out variant.
 */
export const productFirstScreenOf =
  (layout: ProductLayout): FirstScreen =>
  (ask, params) => {
    const id = idFromParam(params.id);
    if (id === undefined) return [];
    const product = ask(productApi.endpoints.product.initiate(id, once)).then(({ data }) =>
      data && opensSoldOut(data) ? fetchAhead(BackInStock.preload) : undefined,
    );
    return galleryModeOf(layout) === 'slider' ? [product, fetchAhead(ProductSlider.preload)] : [product];
  };
