import { describe, expect, it } from 'vitest';
import { auditOf, consolePerFile, memberAuth } from '../admin.test-kit.ts';

const { t, staff } = consolePerFile();

type Item = { id: number; content_en: string; content_zh: string; title_en: string };
const publicSection = async (key: string) =>
  (await t.call('website_section_get')).body.website_sections.find(
    (s: { section_key: string }) => s.section_key === key,
  );

describe('website sections', () => {
  it('lists every section of the storefront with its items for editing', async () => {
    const res = await t.call('admin_content_get', {}, staff);
    const keys = res.body.website_sections.map((s: { section_key: string }) => s.section_key);
    expect(keys).toEqual(expect.arrayContaining(['about_us', 'home_banner', 'delivery', 'privacy_policy']));
    expect(res.body.blog_posts.length).toBeGreaterThan(0);
  });

  it('edits about_us in both languages; the storefront shows it at once, with an audit row', async () => {
    const [item] = (await publicSection('about_us')).section_items as Item[];
    const res = await t.call(
      'admin_section_item_save',
      {
        ...item,
        section_key: 'about_us',
        title_en: 'Who we are',
        content_en: '<p>Roasted <b>daily</b>.</p>',
        content_zh: '<p>每日<b>新鮮</b>烘焙。</p>',
      },
      staff,
    );
    expect(res.body).toMatchObject({ status: 1, removed_markup: false, message: 'Saved.' });
    const [shown] = (await publicSection('about_us')).section_items as Item[];
    expect(shown).toMatchObject({
      id: item!.id,
      title_en: 'Who we are',
      content_en: '<p>Roasted <b>daily</b>.</p>',
      content_zh: '<p>每日<b>新鮮</b>烘焙。</p>',
    });
    const [audit] = await auditOf(t, 'section_item', item!.id);
    expect(audit).toMatchObject({ action: 'section_item.update', before: { titleEn: item!.title_en } });
  });

  it('cleans unsafe rich text on save, says so, and stores only what the storefront would show', async () => {
    const res = await t.call(
      'admin_section_item_save',
      {
        section_key: 'delivery',
        title_en: 'Typhoon days',
        title_zh: '颱風日',
        subtitle_en: '',
        subtitle_zh: '',
        content_en:
          '<p onclick="steal()">Closed<script>alert(1)</script> on signal 8.</p><iframe src="https://evil.example"></iframe>',
        content_zh: '<p style="color:red">八號風球停止送貨。</p>',
      },
      staff,
    );
    expect(res.body).toMatchObject({
      removed_markup: true,
      message_zh: '已儲存。網店不支援的格式已移除，請查看預覽。',
    });
    const saved = (res.body.section.section_items as Item[]).find((i) => i.title_en === 'Typhoon days');
    expect(saved).toMatchObject({
      content_en: '<p>Closed on signal 8.</p>',
      content_zh: '<p>八號風球停止送貨。</p>',
    });
    const preview = await t.call(
      'admin_rich_text_preview',
      { html: '<p onclick="x()">Closed<script>alert(1)</script> on signal 8.</p>' },
      staff,
    );
    expect(preview.body).toEqual({ status: 1, html: '<p>Closed on signal 8.</p>', removed_markup: true });
  });

  it('refuses over-long text and a javascript: link, naming the field', async () => {
    const base = {
      section_key: 'careers',
      title_en: 'Jobs',
      title_zh: '招聘',
      subtitle_en: '',
      subtitle_zh: '',
      content_en: '',
      content_zh: '',
    };
    const long = await t.call('admin_section_item_save', { ...base, title_zh: '長'.repeat(201) }, staff);
    expect(long).toMatchObject({ statusCode: 400, body: { err_code: 'VALIDATION_FAILED' } });
    expect(long.body.err_message_zh).toContain('title_zh');
    const script = await t.call('admin_section_item_save', { ...base, link: 'javascript:alert(1)' }, staff);
    expect(script.body.err_message).toContain('link');
  });

  it('saves every seeded item and post back unchanged, so staff can edit any of them', async () => {
    const { body } = await t.call('admin_content_get', {}, staff);
    for (const section of body.website_sections) {
      for (const item of section.section_items) {
        const res = await t.call(
          'admin_section_item_save',
          { ...item, section_key: section.section_key },
          staff,
        );
        expect(res.body, `${section.section_key} ${item.id}`).toMatchObject({
          status: 1,
          removed_markup: false,
        });
      }
    }
    for (const post of body.blog_posts) {
      const res = await t.call('admin_blog_post_save', post, staff);
      expect(res.body, post.slug).toMatchObject({ status: 1, removed_markup: false, post });
    }
    expect((await t.call('website_section_get')).body.website_sections).toEqual(
      (await t.call('admin_content_get', {}, staff)).body.website_sections,
    );
  });

  it('removes an item, and refuses members', async () => {
    const created = await t.call(
      'admin_section_item_save',
      {
        section_key: 'benefits',
        title_en: 'Free tote',
        title_zh: '免費布袋',
        subtitle_en: '',
        subtitle_zh: '',
        content_en: '',
        content_zh: '',
      },
      staff,
    );
    const id = (created.body.section.section_items as Item[]).find((i) => i.title_en === 'Free tote')!.id;
    expect((await t.call('admin_content_delete', { kind: 'section_item', id }, staff)).statusCode).toBe(200);
    expect(((await publicSection('benefits')).section_items as Item[]).some((i) => i.id === id)).toBe(false);
    expect((await t.call('admin_content_delete', { kind: 'section_item', id }, staff)).statusCode).toBe(404);
    expect((await t.call('admin_content_get', {}, await memberAuth(t))).statusCode).toBe(401);
  });
});

describe('blog posts', () => {
  const post = (over: Record<string, unknown> = {}) => ({
    slug: 'typhoon-brewing',
    title_en: 'Brewing through a typhoon',
    title_zh: '颱風天在家沖咖啡',
    excerpt_en: 'Stay in and brew.',
    excerpt_zh: '留在家中沖一杯。',
    content_en: '<h2>Stay in</h2><p>Grind fresh.</p>',
    content_zh: '<h2>留在家</h2><p>新鮮研磨。</p>',
    author_en: 'Roastery team',
    author_zh: '烘焙團隊',
    tags: [{ name_en: 'Brewing', name_zh: '沖煮' }],
    published_at: new Date(Date.now() - 60_000).toISOString(),
    ...over,
  });

  it('publishes a post the blog shows, and keeps a future one hidden until its date', async () => {
    const res = await t.call('admin_blog_post_save', post(), staff);
    expect(res.statusCode).toBe(200);
    const shown = await t.call('blog_post_detail_get', { slug: 'typhoon-brewing' });
    expect(shown.body.post).toMatchObject({
      title_zh: '颱風天在家沖咖啡',
      content_en: '<h2>Stay in</h2><p>Grind fresh.</p>',
    });
    const later = await t.call(
      'admin_blog_post_save',
      post({ id: res.body.post.id, published_at: '2099-01-01T00:00:00Z' }),
      staff,
    );
    expect(later.statusCode).toBe(200);
    expect((await t.call('blog_post_detail_get', { slug: 'typhoon-brewing' })).statusCode).toBe(404);
    expect((await auditOf(t, 'blog_post', res.body.post.id)).map((a) => a.action)).toEqual([
      'blog_post.create',
      'blog_post.tags',
      'blog_post.update',
    ]);
  });

  it('gives tags both labels, and the blog lists the posts of one tag a page at a time', async () => {
    const tags = [
      { name_en: 'Typhoon days', name_zh: '颱風天' },
      { name_en: 'Brewing', name_zh: '沖煮' },
    ];
    const saved = await t.call('admin_blog_post_save', post({ slug: 'typhoon-tagged', tags }), staff);
    expect(saved.body.post.tags).toEqual([
      { slug: 'typhoon-days', name_en: 'Typhoon days', name_zh: '颱風天' },
      { slug: 'brewing', name_en: 'Brewing', name_zh: '沖煮' },
    ]);
    const typhoon = (await t.call('blog_post_get', { tag: 'typhoon-days' })).body;
    expect(typhoon.total_rows).toBe(1);
    expect(typhoon.posts.map((p: { slug: string }) => p.slug)).toEqual(['typhoon-tagged']);
    expect(typhoon.posts[0].tags).toEqual(saved.body.post.tags);
    // Each post lists its own tags, in its editor's order.
    const v60 = (await t.call('blog_post_detail_get', { slug: 'a-calmer-v60' })).body.post;
    expect(v60.tags.map((tag: { slug: string }) => tag.slug)).toEqual(['brewing', 'v60', 'pour-over']);
    expect(v60.tags[2]).toEqual({ slug: 'pour-over', name_en: 'Pour-over', name_zh: '手沖' });

    const brewing = (await t.call('blog_post_get', { tag: 'brewing', limit: 2, offset: 2 })).body;
    expect(brewing.total_rows).toBeGreaterThan(3);
    expect(brewing.posts).toHaveLength(2);
    for (const p of brewing.posts)
      expect(p.tags.map((tag: { slug: string }) => tag.slug)).toContain('brewing');

    expect((await t.call('blog_post_get', { tag: 'no-such-tag' })).body).toMatchObject({
      posts: [],
      total_rows: 0,
    });
  });

  it('renames a tag on every post that carries it, and refuses a label with no letter or digit', async () => {
    await t.call(
      'admin_blog_post_save',
      post({ slug: 'renamed-tag', tags: [{ name_en: 'brewing', name_zh: '沖煮咖啡' }] }),
      staff,
    );
    const seeded = (await t.call('blog_post_get', { tag: 'brewing' })).body.posts;
    for (const p of seeded) {
      expect(p.tags).toContainEqual({ slug: 'brewing', name_en: 'brewing', name_zh: '沖煮咖啡' });
    }
    const bad = await t.call(
      'admin_blog_post_save',
      post({ tags: [{ name_en: '!!!', name_zh: '驚嘆' }] }),
      staff,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body.err_message).toContain('tags');
    expect((await t.call('blog_post_get', { tag: 'brewing', limit: 1 })).body.posts[0].tags).toContainEqual({
      slug: 'brewing',
      name_en: 'brewing',
      name_zh: '沖煮咖啡',
    });
  });

  it('refuses a slug another post uses', async () => {
    const first = await t.call('admin_blog_post_save', post({ slug: 'cold-brew-notes' }), staff);
    expect(first.statusCode).toBe(200);
    const second = await t.call('admin_blog_post_save', post({ slug: 'cold-brew-notes' }), staff);
    expect(second).toMatchObject({
      statusCode: 409,
      body: { err_message_zh: '另一篇文章已使用網址名稱「cold-brew-notes」。' },
    });
  });
});
