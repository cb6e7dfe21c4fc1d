import type { BlogPostInput, SectionItemInput } from '@shop/contract/admin/content-admin.calls';
import type { BlogPost, WebsiteSection } from '@shop/contract/content/content.calls';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { ApiError } from '../../http/api-error.ts';
import type { ChangeLog } from '../../lib/change-log.ts';
import { entryNotFound } from '../../lib/entry-not-found.ts';
import { saveRecord } from '../../lib/save-record.ts';
import { setPostTags } from './blog-tags.ts';
import { listWebsiteSections, postColumns } from './content.repo.ts';
import { blogPosts, websiteSectionItems, websiteSections } from './content.tables.ts';
import { cleanRichTextPair } from './rich-text-clean.ts';

const ALL = { limit: 999, offset: 0 };

async function sectionOf(db: Db, key: string): Promise<WebsiteSection> {
  const found = (await listWebsiteSections(db, ALL)).find((s) => s.section_key === key);
  return found ?? { section_key: key as WebsiteSection['section_key'], section_items: [] };
}

/** A post's own row as the change log keeps it; its tags are logged apart (blog-tags.ts). */
function postToWire(p: typeof blogPosts.$inferSelect): Omit<BlogPost, 'tags'> {
  return {
    id: p.id,
    slug: p.slug,
    title_en: p.titleEn,
    title_zh: p.titleZh,
    excerpt_en: p.excerptEn,
    excerpt_zh: p.excerptZh,
    content_en: p.contentEn,
    content_zh: p.contentZh,
    image: p.image,
    author_en: p.authorEn,
    author_zh: p.authorZh,
    published_at: p.publishedAt.toISOString(),
  };
}

/** Every post, those dated in the future too, newest first. */
export async function listAllBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.select(postColumns).from(blogPosts).orderBy(desc(blogPosts.publishedAt));
  return rows.map(({ publishedAt, ...post }) => ({ ...post, published_at: publishedAt.toISOString() }));
}

const blogPost = { table: blogPosts, entity: 'blog_post', toWire: postToWire };

/** A section item is logged as its stored row, with the key of the section it belongs to. */
const sectionItemOf = (sectionKey: string) => ({
  table: websiteSectionItems,
  entity: 'section_item',
  toWire: (row: typeof websiteSectionItems.$inferSelect) => ({ section_key: sectionKey, ...row }),
});

/** Creates or replaces one item of a section; rich text is stored cleaned. */
export async function saveSectionItem(db: Db, input: SectionItemInput, log: ChangeLog) {
  const { removed, ...content } = cleanRichTextPair(input);
  const values = {
    titleEn: input.title_en,
    titleZh: input.title_zh,
    subtitleEn: input.subtitle_en,
    subtitleZh: input.subtitle_zh,
    ...content,
    image: input.image,
    imageAltEn: input.image_alt_en,
    imageAltZh: input.image_alt_zh,
    link: input.link,
    sortOrder: input.sort_order,
  };
  const section = await db.transaction(async (tx) => {
    const [owner] = await tx
      .insert(websiteSections)
      .values({ sectionKey: input.section_key })
      .onConflictDoUpdate({ target: websiteSections.sectionKey, set: { sectionKey: input.section_key } })
      .returning({ id: websiteSections.id });
    await saveRecord(
      tx,
      sectionItemOf(input.section_key),
      {
        id: input.id,
        values: { ...values, sectionId: owner!.id },
        scope: eq(websiteSectionItems.sectionId, owner!.id),
      },
      log,
    );
    return sectionOf(tx, input.section_key);
  });
  return { section, removed };
}

/** Creates or replaces a post; its address name is its own, and rich text is stored cleaned. */
export async function saveBlogPost(db: Db, input: BlogPostInput, log: ChangeLog) {
  const { removed, ...content } = cleanRichTextPair(input);
  const values = {
    slug: input.slug,
    titleEn: input.title_en,
    titleZh: input.title_zh,
    excerptEn: input.excerpt_en,
    excerptZh: input.excerpt_zh,
    ...content,
    image: input.image,
    authorEn: input.author_en,
    authorZh: input.author_zh,
    publishedAt: new Date(input.published_at),
  };
  const post = await db.transaction(async (tx) => {
    const [slugOwner] = await tx
      .select({ id: blogPosts.id })
      .from(blogPosts)
      .where(eq(blogPosts.slug, input.slug));
    if (slugOwner && slugOwner.id !== input.id) {
      throw new ApiError('CONFLICT', {
        en: `Another post already uses the address name "${input.slug}".`,
        zh: `另一篇文章已使用網址名稱「${input.slug}」。`,
      });
    }
    const saved = await saveRecord(tx, blogPost, { id: input.id, values }, log);
    return { ...saved, tags: await setPostTags(tx, saved.id, input.tags, log) };
  });
  return { post, removed };
}

const TABLES = { section_item: websiteSectionItems, blog_post: blogPosts } as const;

export async function deleteContent(db: Db, kind: keyof typeof TABLES, id: number, log: ChangeLog) {
  const table = TABLES[kind];
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) throw entryNotFound();
    await log(tx, { action: `${kind}.delete`, entity: kind, entityId: id, before: deleted });
  });
}
