import { type SQLWrapper, sql } from 'drizzle-orm';
import { members } from './members.tables.ts';

/**
 * How a member is named in public (a review): the first name and the initial of the last, e.g.
 * "Mei C.", as a scalar subquery to read inside another statement. '' for a deleted account, whose
 * names are gone: the storefront words that in the shopper's language.
 */
export const memberDisplayNameSql = (memberId: SQLWrapper) =>
  sql<string>`coalesce((SELECT trim(${members.firstName} || CASE WHEN ${members.lastName} = '' THEN '' ELSE ' ' || left(${members.lastName}, 1) || '.' END) FROM ${members} WHERE ${members.id} = ${memberId}), '')`;
