import {
  blogPosts,
  blogPostTags,
  blogTags,
  websiteSectionItems,
  websiteSections,
} from '../../../modules/content/content.tables.ts';
import { sanitizeRichText } from '../../../modules/content/index.ts';
import type { Db } from '../../database.ts';
import { BLOG_TAG_LABELS } from './blog-tags.data.ts';
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
  const posts = await db
    .insert(blogPosts)
    .values(
      BLOG_POSTS.map(({ daysAgo, tags, ...post }) => ({
        ...post,
        contentEn: sanitizeRichText(post.contentEn),
        contentZh: sanitizeRichText(post.contentZh),
        publishedAt: new Date(now - daysAgo * DAY_MS),
      })),
    )
    .returning({ id: blogPosts.id, slug: blogPosts.slug });
  const tags = await db
    .insert(blogTags)
    .values(Object.entries(BLOG_TAG_LABELS).map(([slug, label]) => ({ slug, ...label })))
    .returning({ id: blogTags.id, slug: blogTags.slug });
  const postId = new Map(posts.map((p) => [p.slug, p.id]));
  const tagId = new Map(tags.map((t) => [t.slug, t.id]));
  await db.insert(blogPostTags).values(
    BLOG_POSTS.flatMap((post) =>
      post.tags.map((slug, position) => ({
        postId: postId.get(post.slug)!,
        tagId: tagId.get(slug)!,
        position,
      })),
    ),
  );
}

export async function seedContent(db: Db): Promise<void> {
  await insertSections(db);
  await insertBlogPosts(db, Date.now());
}
