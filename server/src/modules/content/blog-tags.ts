import { type BlogTag, blogTagSlug } from '@shop/contract/content/content.calls';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { blogPostTags, blogTags } from './content.tables.ts';

/**
 * A post's tags as one column of the post's own row (in its editor's order), so a list of posts
 * reads its tags in the same statement. The names are written out: Drizzle leaves a column of a
 * one-table select unqualified, and a bare "id" here would be the tag's.
 */
export const postTagsColumn = sql<BlogTag[]>`coalesce((
  select json_agg(json_build_object('slug', bt.slug, 'name_en', bt.name_en, 'name_zh', bt.name_zh) order by pt.position)
  from blog_post_tags pt join blog_tags bt on bt.id = pt.tag_id
  where pt.post_id = "blog_posts"."id"
), '[]'::json)`;

/** The posts carrying the tag of this slug. */
export function taggedWith(slug: string) {
  return sql`exists (
    select 1 from blog_post_tags pt join blog_tags bt on bt.id = pt.tag_id
    where pt.post_id = "blog_posts"."id" and bt.slug = ${slug}
  )`;
}

async function tagsOf(tx: Db, postId: number): Promise<BlogTag[]> {
  return tx
    .select({ slug: blogTags.slug, name_en: blogTags.nameEn, name_zh: blogTags.nameZh })
    .from(blogPostTags)
    .innerJoin(blogTags, eq(blogTags.id, blogPostTags.tagId))
    .where(eq(blogPostTags.postId, postId))
    .orderBy(asc(blogPostTags.position));
}

/**
 * Gives a post exactly these tags, in this order. A tag is the shop's one tag of its slug: labels
 * typed here rename it on every post that carries it. Two labels with the same slug count once.
 * The change is logged on its own (the post's row holds no tags).
 */
export async function setPostTags(
  tx: Db,
  postId: number,
  labels: readonly { name_en: string; name_zh: string }[],
  log: ChangeLog,
): Promise<BlogTag[]> {
  const bySlug = new Map(labels.map((label) => [blogTagSlug(label.name_en), label]));
  const wanted = [...bySlug].map(([slug, label]) => ({ slug, nameEn: label.name_en, nameZh: label.name_zh }));
  const before = await tagsOf(tx, postId);
  await tx.delete(blogPostTags).where(eq(blogPostTags.postId, postId));
  if (wanted.length > 0) {
    const rows = await tx
      .insert(blogTags)
      .values(wanted)
      .onConflictDoUpdate({
        target: blogTags.slug,
        set: { nameEn: sql`excluded.name_en`, nameZh: sql`excluded.name_zh` },
      })
      .returning({ id: blogTags.id, slug: blogTags.slug });
    const idOf = new Map(rows.map((r) => [r.slug, r.id]));
    await tx
      .insert(blogPostTags)
      .values(wanted.map((tag, position) => ({ postId, tagId: idOf.get(tag.slug)!, position })));
  }
  const after = wanted.map((t) => ({ slug: t.slug, name_en: t.nameEn, name_zh: t.nameZh }));
  if (JSON.stringify(before) !== JSON.stringify(after)) {
    await log(tx, { action: 'blog_post.tags', entity: 'blog_post', entityId: postId, before, after });
  }
  return after;
}
