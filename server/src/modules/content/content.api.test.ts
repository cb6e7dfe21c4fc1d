import { SECTION_KEYS } from '@shop/contract/content/content.calls';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/test-app.ts';
import { blogPosts, websiteSectionItems, websiteSections } from './content.tables.ts';

const t = appPerFile();

describe('website_section_get', () => {
  it('returns every section of the spec with bilingual items', async () => {
    const { body } = await t.call('website_section_get', { limit: 999, offset: 0 });
    const keys = body.website_sections.map((s: { section_key: string }) => s.section_key);
    expect(new Set(keys)).toEqual(new Set(SECTION_KEYS));
    const about = body.website_sections.find((s: { section_key: string }) => s.section_key === 'about_us');
    expect(about.section_items[0].title_en).not.toBe('');
    expect(about.section_items[0].content_zh).toMatch(/[\u4e00-\u9fff]/);
  });

  it('sanitises rich text to the allow-list even when the database holds something worse', async () => {
    const [section] = await t.db
      .select()
      .from(websiteSections)
      .where(eq(websiteSections.sectionKey, 'refund'));
    await t.db.insert(websiteSectionItems).values({
      sectionId: section!.id,
      titleEn: 'Hostile',
      contentEn:
        '<p style="color:red" onclick="x()">Kept <script>alert(1)</script><a href="javascript:x()">link</a><img src=x onerror=alert(1)></p><h2 class="c">Title</h2>',
      contentZh: '<iframe src="//evil"></iframe><b>粗體</b>',
      sortOrder: 99,
    });
    const { body } = await t.call('website_section_get');
    const refund = body.website_sections.find((s: { section_key: string }) => s.section_key === 'refund');
    const item = refund.section_items.find((i: { title_en: string }) => i.title_en === 'Hostile');
    expect(item.content_en).toBe('<p>Kept link</p><h2>Title</h2>');
    expect(item.content_zh).toBe('<b>粗體</b>');
  });
});

describe('website_section_get after a write made behind its back', () => {
  const aboutItems = async () =>
    (await t.call('website_section_get', { limit: 999, offset: 0 })).body.website_sections.find(
      (s: { section_key: string }) => s.section_key === 'about_us',
    ).section_items as { id: number; title_zh: string }[];

  it('shows an item retitled or removed straight in the database in the very next answer', async () => {
    const [first] = await aboutItems();
    await aboutItems();
    await t.db
      .update(websiteSectionItems)
      .set({ titleZh: '關於我哋（新）' })
      .where(eq(websiteSectionItems.id, first!.id));
    expect((await aboutItems())[0]!.title_zh).toBe('關於我哋（新）');
    await t.db.delete(websiteSectionItems).where(eq(websiteSectionItems.id, first!.id));
    expect((await aboutItems()).map((i) => i.id)).not.toContain(first!.id);
  });
});

describe('blog posts', () => {
  it('lists published posts newest first with a total', async () => {
    const { body } = await t.call('blog_post_get', { limit: 3, offset: 0 });
    expect(body.total_rows).toBeGreaterThanOrEqual(6);
    expect(body.posts).toHaveLength(3);
    const dates = body.posts.map((p: { published_at: string }) => p.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('opens a post by slug in both languages and hides one dated in the future', async () => {
    const first = (await t.call('blog_post_get', { limit: 1 })).body.posts[0];
    const { body } = await t.call('blog_post_detail_get', { slug: first.slug });
    expect(body.post.content_en.length).toBeGreaterThan(200);
    expect(body.post.content_zh).toMatch(/[\u4e00-\u9fff]/);

    await t.db.insert(blogPosts).values({
      slug: 'not-yet',
      titleEn: 'Soon',
      titleZh: '快將推出',
      excerptEn: 'Soon',
      excerptZh: '快將推出',
      contentEn: '<p>Soon</p>',
      contentZh: '<p>快將推出</p>',
      authorEn: 'Editor',
      authorZh: '編輯',
      publishedAt: new Date(Date.now() + 86_400_000),
    });
    const hidden = await t.call('blog_post_detail_get', { slug: 'not-yet' });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.body.err_message_zh).toBe('找不到這篇文章。');
  });
});
