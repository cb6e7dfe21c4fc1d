/** The paths of the catalog, content and settings screens under /admin (the section list mounts them). */
export const managePaths = {
  products: () => '/admin/catalog',
  newProduct: () => '/admin/catalog/new',
  product: (productId: number) => `/admin/catalog/${productId}`,
  content: () => '/admin/content',
  settings: () => '/admin/settings',
} as const;
