import type { CallOutput, CallParsedInput } from '@shop/contract/calls';
import { productGet } from '@shop/contract/catalog/product.calls';
import type { Db } from '../../db/database.ts';
import { PreparedAnswer } from '../../http/prepared-answer.ts';
import { CatalogCache, readCatalogVersion } from './catalog-cache.ts';
import { suggestKeyword, vocabularyOf } from './did-you-mean.ts';
import { keywordWords } from './keyword.ts';
import {
  loadListedProducts,
  readVersionAndStock,
  stockFromKey,
  stockKeyOf,
  withStock,
} from './product.repo.ts';
import {
  anyProductMatches,
  catalogWordTexts,
  type FacetRow,
  type ProductFilters,
  productFacets,
  searchProductIds,
} from './product-search.repo.ts';

type Answer = CallOutput<typeof productGet>;

interface CachedListing {
  answer: Answer;
  productIds: number[];
  /** The stock the bytes were made with (`stockKeyOf`). */
  stock: string;
  prepared: PreparedAnswer<typeof productGet>;
}

const pages = new CatalogCache<{ ids: number[]; total: number }>();
const facetCounts = new CatalogCache<FacetRow[]>();
const answers = new CatalogCache<CachedListing>();
const vocabularies = new CatalogCache<Set<string>>();

const facetList = (rows: FacetRow[], facet: FacetRow['facet'], parent = '') =>
  rows
    .filter((r) => r.facet === facet && r.parent === parent)
    .map((r) => ({ value: r.value, label_en: r.labelEn, label_zh: r.labelZh, count: r.count }));

const originFacets = (rows: FacetRow[]) =>
  facetList(rows, 'origin').map((country) => ({
    ...country,
    regions: facetList(rows, 'region', country.value),
  }));

/**
 * When a keyword finds nothing: the keyword with its unknown words replaced by the nearest words of
 * the catalog, offered only if it finds something with the same filters.
 */
async function didYouMean(db: Db, version: number, filters: ProductFilters): Promise<string | null> {
  const words = keywordWords(filters.keyword ?? '');
  if (words.length === 0) return null;
  const vocabulary = await vocabularies.get(db, version, 'vocabulary', async () =>
    vocabularyOf(await catalogWordTexts(db)),
  );
  const suggestion = suggestKeyword(words, vocabulary);
  if (suggestion === undefined) return null;
  return (await anyProductMatches(db, { ...filters, keyword: suggestion })) ? suggestion : null;
}

function toCached(answer: Answer): CachedListing {
  const stock = answer.products.flatMap((p) => p.variants.map((v) => ({ id: v.id, inventory: v.inventory })));
  return {
    answer,
    productIds: answer.products.map((p) => p.id),
    stock: stockKeyOf(stock),
    prepared: PreparedAnswer.of(productGet, answer),
  };
}

async function computeAnswer(
  db: Db,
  version: number,
  input: CallParsedInput<typeof productGet>,
): Promise<Answer> {
  const filters = {
    categoryId: input.category_id,
    keyword: input.keyword,
    origin: input.origin,
    originRegion: input.origin_region,
    process: input.process,
    roastLevel: input.roast_level,
  };
  const page = { sort: input.sort_by, limit: input.limit, offset: input.offset };
  const [found, facets] = await Promise.all([
    pages.get(db, version, JSON.stringify([filters, page]), () => searchProductIds(db, filters, page)),
    // Facets depend on the filters, not on the sort or the page.
    facetCounts.get(db, version, JSON.stringify(filters), () => productFacets(db, filters)),
  ]);
  return {
    products: await loadListedProducts(db, version, found.ids),
    total_rows: found.total,
    did_you_mean: found.total === 0 ? await didYouMean(db, version, filters) : null,
    facets: {
      origin: originFacets(facets),
      process: facetList(facets, 'process'),
      roast_level: facetList(facets, 'roast_level'),
    },
  };
}

/**
 * `product_get`: a listing asked for before costs one statement (the catalog version and the
 * page's stock together); its cached bytes go out when neither moved, and are made again from the
 * cached listing when only stock did. Anything else is computed from the per-version caches.
 */
export async function listProducts(
  db: Db,
  input: CallParsedInput<typeof productGet>,
): Promise<PreparedAnswer<typeof productGet>> {
  const key = JSON.stringify([
    input.category_id,
    input.keyword,
    input.origin,
    input.origin_region,
    input.process,
    input.roast_level,
    input.sort_by,
    input.limit,
    input.offset,
  ]);
  const cached = answers.peek(db, key);
  let version: number;
  if (cached) {
    const now = await readVersionAndStock(db, cached.value.productIds);
    version = now.version;
    if (version === cached.version) {
      if (now.stock === cached.value.stock) return cached.value.prepared;
      const restocked = toCached({
        ...cached.value.answer,
        products: withStock(cached.value.answer.products, stockFromKey(now.stock)),
      });
      answers.put(db, key, version, restocked);
      return restocked.prepared;
    }
  } else {
    version = await readCatalogVersion(db);
  }
  const fresh = toCached(await computeAnswer(db, version, input));
  answers.put(db, key, version, fresh);
  return fresh.prepared;
}
