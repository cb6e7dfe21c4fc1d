/**
 * Which loads and databases a bench run measures, so one number can be measured again quickly:
 * `BENCH_ONLY=cart_add_product,order_create` (names as the table prints them, `product_get` covers
 * every `product_get` row, `lighthouse` the page scores) and `BENCH_DATABASES=postgres`.
 * Both unset: everything.
 */
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);
const databases = (process.env.BENCH_DATABASES ?? '')
  .split(',')
  .map((s) => s.trim())
  .filter(Boolean);

export const isLoadSelected = (name: string): boolean =>
  only.length === 0 || only.some((wanted) => name === wanted || name.startsWith(`${wanted} `));

export const isDatabaseSelected = (label: string): boolean =>
  databases.length === 0 || databases.includes(label);
