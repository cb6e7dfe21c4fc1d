import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import { CHECK_VIOLATION, sqlStateOf, UNIQUE_VIOLATION } from '../../lib/sql-state.ts';
import { searchVariants } from './search.tables.ts';

export interface SearchVariant {
  id: number;
  term: string;
  means: string;
}

export function listSearchVariants(db: Db): Promise<SearchVariant[]> {
  return db
    .select({ id: searchVariants.id, term: searchVariants.term, means: searchVariants.means })
    .from(searchVariants)
    .orderBy(asc(searchVariants.termNorm));
}

/**
 * Adds a spelling. The table's trigger folds every product again in the same statement, so search
 * (and the catalog version every listing is cached under) changes at once. A term already listed in
 * either script is refused; so is a meaning that holds its term once both are normalised (the CHECK).
 */
export async function addSearchVariant(
  db: Db,
  variant: { term: string; means: string },
): Promise<SearchVariant> {
  try {
    const [row] = await db
      .insert(searchVariants)
      .values(variant)
      .returning({ id: searchVariants.id, term: searchVariants.term, means: searchVariants.means });
    if (!row) throw new Error('insert returned no row');
    return row;
  } catch (error) {
    if (sqlStateOf(error) === UNIQUE_VIOLATION) {
      throw new ApiError('CONFLICT', {
        en: `"${variant.term}" is already in the list.`,
        zh: `「${variant.term}」已在清單中。`,
      });
    }
    if (sqlStateOf(error) === CHECK_VIOLATION) {
      throw new ApiError('VALIDATION_FAILED', {
        en: 'The meaning may not contain the term, in either script.',
        zh: '意思不可包含該寫法（繁簡皆然）。',
      });
    }
    throw error;
  }
}

/** Removes a spelling (and folds every product again); an unknown id is refused. */
export async function removeSearchVariant(db: Db, id: number): Promise<SearchVariant> {
  const [row] = await db
    .delete(searchVariants)
    .where(eq(searchVariants.id, id))
    .returning({ id: searchVariants.id, term: searchVariants.term, means: searchVariants.means });
  if (!row)
    throw new ApiError('NOT_FOUND', { en: 'This spelling is not in the list.', zh: '清單中沒有這個寫法。' });
  return row;
}
