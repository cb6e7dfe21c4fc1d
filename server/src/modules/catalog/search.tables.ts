import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/**
 * Written forms a shopper may type for the same thing (耶加雪啡 for 耶加雪菲, dripbag for drip bag,
 * 肯尼亞 for 肯亞). Search folds every term into what it means in both the product's search text
 * (kept by the search trigger) and the keyword, so either form finds the other. Staff extend the
 * list in the console; a change refolds every product (migration 0025).
 */
export const searchVariants = pgTable(
  'search_variants',
  {
    id: serial('id').primaryKey(),
    term: text('term').notNull(),
    means: text('means').notNull(),
    /** Term and meaning as search compares them (lower case, Simplified characters). */
    termNorm: text('term_norm').notNull().generatedAlwaysAs(sql`search_normalise(term)`),
    meansNorm: text('means_norm').notNull().generatedAlwaysAs(sql`search_normalise(means)`),
    ...createdAt(),
  },
  (t) => [
    uniqueIndex('search_variants_term').on(t.termNorm),
    // One word (the keyword is matched word by word) with no LIKE operator in it.
    check(
      'search_variants_term_word',
      sql`length(${t.term}) BETWEEN 1 AND 40 AND ${t.term} !~ '[[:space:]%_\\\\]'`,
    ),
    check(
      'search_variants_means',
      sql`length(${t.means}) BETWEEN 1 AND 60 AND ${t.means} !~ '[%_\\\\]' AND btrim(${t.means}) = ${t.means}`,
    ),
    // A meaning that contains its term would grow with every fold.
    check(
      'search_variants_means_not_term',
      sql`strpos(search_normalise(${t.means}), search_normalise(${t.term})) = 0`,
    ),
  ],
);

/**
 * Countries coffee comes from, with their Chinese names: the search trigger reads a product's
 * origin against them to fill `origin_countries` and the region (the origin filter's two levels).
 * Aliases are lower-case names of a region that stand for the country in a blend ("Sumatra").
 */
export const originCountries = pgTable('origin_countries', {
  nameEn: text('name_en').primaryKey(),
  nameZh: text('name_zh').notNull(),
  aliasesEn: text('aliases_en').array().notNull().default(sql`'{}'::text[]`),
});
