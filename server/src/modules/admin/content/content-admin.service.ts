import type { BlogPostInput, SectionItemInput } from '@shop/contract/admin/content-admin.calls';
import type { BlogPost, WebsiteSection } from '@shop/contract/content/content.calls';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { ApiError } from '../../../http/api-error.ts';
import { listWebsiteSections } from '../../content/content.repo.ts';
import { blogPosts, websiteSectionItems, websiteSections } from '../../content/content.tables.ts';
import { recordAudit } from '../audit.ts';
import { cleanRichText } from './rich-text-clean.ts';

const notFound = () => new ApiError('NOT_FOUND', { en: 'This entry was not found.', zh: '找不到這個項目。' });

const ALL = { limit: 999, offset: 0 };

export async function sectionOf(db: Db, key: string): Promise<WebsiteSection> {
  const found = (await listWebsiteSections(db, ALL)).find((s) => s.section_key === key);
  return found ?? { section_key: key as WebsiteSection['section_key'], section_items: [] };
}

function postToWire(p: typeof blogPosts.$inferSelect): BlogPost {
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
    tags: p.tags,
    published_at: p.publishedAt.toISOString(),
  };
}

/** Every post, those dated in the future too, newest first. */
export async function listAllBlogPosts(db: Db): Promise<BlogPost[]> {
  return (await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt))).map(postToWire);
}

/** Creates or replaces one item of a section; rich text is stored cleaned. */
export async function saveSectionItem(db: Db, staffId: number, input: SectionItemInput) {
  const en = cleanRichText(input.content_en);
  const zh = cleanRichText(input.content_zh);
  const values = {
    titleEn: input.title_en,
    titleZh: input.title_zh,
    subtitleEn: input.subtitle_en,
    subtitleZh: input.subtitle_zh,
    contentEn: en.html,
    contentZh: zh.html,
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
    const [before] =
      input.id === undefined
        ? []
        : await tx
            .select()
            .from(websiteSectionItems)
            .where(eq(websiteSectionItems.id, input.id))
            .for('update');
    if (input.id !== undefined && before?.sectionId !== owner!.id) throw notFound();
    const [row] = before
      ? await tx
          .update(websiteSectionItems)
          .set(values)
          .where(eq(websiteSectionItems.id, before.id))
          .returning()
      : await tx
          .insert(websiteSectionItems)
          .values({ ...values, sectionId: owner!.id })
          .returning();
    await recordAudit(tx, {
      staffId,
      action: before ? 'section_item.update' : 'section_item.create',
      entity: 'section_item',
      entityId: row!.id,
      before: before ?? null,
      after: { section_key: input.section_key, ...row },
    });
    return sectionOf(tx, input.section_key);
  });
  return { section, removed: en.removed || zh.removed };
}

export async function saveBlogPost(db: Db, staffId: number, input: BlogPostInput) {
  const en = cleanRichText(input.content_en);
  const zh = cleanRichText(input.content_zh);
  const values = {
    slug: input.slug,
    titleEn: input.title_en,
    titleZh: input.title_zh,
    excerptEn: input.excerpt_en,
    excerptZh: input.excerpt_zh,
    contentEn: en.html,
    contentZh: zh.html,
    image: input.image,
    authorEn: input.author_en,
    authorZh: input.author_zh,
    tags: [...new Set(input.tags)],
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
    const [before] =
      input.id === undefined
        ? []
        : await tx.select().from(blogPosts).where(eq(blogPosts.id, input.id)).for('update');
    if (input.id !== undefined && !before) throw notFound();
    const [row] = before
      ? await tx.update(blogPosts).set(values).where(eq(blogPosts.id, before.id)).returning()
      : await tx.insert(blogPosts).values(values).returning();
    const after = postToWire(row!);
    await recordAudit(tx, {
      staffId,
      action: before ? 'blog_post.update' : 'blog_post.create',
      entity: 'blog_post',
      entityId: after.id,
      before: before ? postToWire(before) : null,
      after,
    });
    return after;
  });
  return { post, removed: en.removed || zh.removed };
}

const TABLES = { section_item: websiteSectionItems, blog_post: blogPosts } as const;

export async function deleteContent(db: Db, staffId: number, kind: keyof typeof TABLES, id: number) {
  const table = TABLES[kind];
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) throw notFound();
    await recordAudit(tx, { staffId, action: `${kind}.delete`, entity: kind, entityId: id, before: deleted });
  });
}
