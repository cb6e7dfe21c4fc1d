import type { Product } from '@shop/contract/catalog/product.calls';

/**
 * schema.org Product with one offer per variant, so search results can show price and stock, and
 * the rating of its published reviews when it has any (docs/reviews.md).
 */
export function productJsonLd(p: Product, baseUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.product_name_en,
    description: p.product_description_en,
    image: p.variants[0]?.image.map((src) => `${baseUrl}${src}`) ?? [],
    sku: p.variants[0]?.sku,
    offers: p.variants.map((v) => ({
      '@type': 'Offer',
      sku: v.sku,
      priceCurrency: 'HKD',
      price: (v.discount > 0 ? v.sale_price : v.retail_price).toFixed(2),
      availability: v.inventory > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: `${baseUrl}/product/${p.id}`,
    })),
    ...(p.rating_count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating.toFixed(1),
            reviewCount: p.rating_count,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
