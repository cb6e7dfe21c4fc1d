import { blogPosts, websiteSectionItems, websiteSections } from '../../../modules/content/content.tables.ts';
import { sanitizeRichText } from '../../../modules/content/index.ts';
import type { Db } from '../../database.ts';
import { BLOG_POSTS, SECTIONS } from './content.data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function insertSections(db: Db): Promise<void> {
  const rows = await db
    .insert(websiteSections)
    .values(SECTIONS.map((s) => ({ sectionKey: s.key })))
    .returning({ id: websiteSections.id, key: websiteSections.sectionKey });
  const idByKey = new Map(rows.map((r) => [r.key, r.id]));
  const items = SECTIONS.flatMap((section) =>
    section.items.map((item, i) => ({
      ...item,
      sectionId: idByKey.get(section.key)!,
      contentEn: sanitizeRichText(item.contentEn ?? ''),
      contentZh: sanitizeRichText(item.contentZh ?? ''),
      sortOrder: i,
    })),
  );
  await db.insert(websiteSectionItems).values(items);
}

async function insertBlogPosts(db: Db, now: number): Promise<void> {
  await db.insert(blogPosts).values(
    BLOG_POSTS.map(({ daysAgo, tags, ...post }) => ({
      ...post,
      contentEn: sanitizeRichText(post.contentEn),
      contentZh: sanitizeRichText(post.contentZh),
      tags: [...tags],
      publishedAt: new Date(now - daysAgo * DAY_MS),
    })),
  );
}

export async function seedContent(db: Db): Promise<void> {
  await insertSections(db);
  await insertBlogPosts(db, Date.now());
}
