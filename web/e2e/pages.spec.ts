import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/** The content pages: home, information pages, blog, contact, coming soon and not found. */

interface Item {
  title_en: string;
  title_zh: string;
  subtitle_en: string;
}
interface SectionsAnswer {
  website_sections: { section_key: string; section_items: Item[] }[];
}
interface BlogAnswer {
  posts: { slug: string; title_en: string }[];
}

async function sectionItems(request: APIRequestContext, key: string): Promise<Item[]> {
  const response = await request.post('/api/website_section_get.php', {
    data: { client_id: 47, limit: 999, offset: 0 },
  });
  const answer = (await response.json()) as SectionsAnswer;
  return answer.website_sections.find((s) => s.section_key === key)?.section_items ?? [];
}

const RICH_TEXT_TAGS = ['B', 'U', 'I', 'STRONG', 'P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'BR'];

/** Inside server rich text only the allow-listed tags appear, and no attribute at all. */
async function expectOnlyAllowedMarkup(page: Page) {
  const containers = page.locator('.rich-text');
  await expect(containers.first()).toBeVisible();
  const found = await containers.evaluateAll((nodes) =>
    nodes.flatMap((node) =>
      [...node.querySelectorAll('*')].map((el) => ({ tag: el.tagName, attributes: el.attributes.length })),
    ),
  );
  expect(found.length).toBeGreaterThan(0);
  for (const { tag, attributes } of found) {
    expect(RICH_TEXT_TAGS).toContain(tag);
    expect(attributes, `<${tag.toLowerCase()}> carries no attribute`).toBe(0);
  }
}

test('home shows the banner and its sections in English @phone', async ({ page, request }) => {
  const [banner, purpose] = await Promise.all([
    sectionItems(request, 'home_banner'),
    sectionItems(request, 'home_our_purpose'),
  ]);
  await page.goto('/?lng=en');
  const slider = page.getByRole('region', { name: 'Featured' });
  await expect(slider.getByRole('heading', { level: 1 })).toHaveText(banner[0]!.title_en);
  const firstImage = slider.locator('img').first();
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(firstImage).toHaveAttribute('width', /\d+/);

  for (const heading of ['Shop by category', 'What we stand for', 'Member benefits'])
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: purpose[0]!.title_en })).toBeVisible();

  await slider.getByRole('button', { name: 'Go to slide 2' }).click();
  await expect(slider.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.getByRole('heading', { name: banner[1]!.title_en })).toBeInViewport();
});

test('home reads in Chinese with ?lng=zh-HK', async ({ page, request }) => {
  const banner = await sectionItems(request, 'home_banner');
  await page.goto('/?lng=zh-HK');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-HK');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(banner[0]!.title_zh);
  for (const heading of ['按類別選購', '我們的信念', '會員禮遇'])
    await expect(page.getByRole('heading', { name: heading, level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(/香港本地烘焙精品咖啡/);
});

test('an information page shows its sections under a breadcrumb', async ({ page, request }) => {
  const [about] = await sectionItems(request, 'about_us');
  await page.goto('/about?lng=en');
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByText('About us')).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about!.title_en);
  await expect(page.locator('.prose p').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Member benefits', level: 2 })).toBeVisible();
  await expect(page).toHaveTitle(/^About us \| /);
});

test('a policy page shows every part with its heading', async ({ page, request }) => {
  const parts = await sectionItems(request, 'refund');
  await page.goto('/refund?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refunds and returns');
  for (const part of parts)
    await expect(page.getByRole('heading', { name: part.title_en, level: 2 })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Refunds and returns');
});

test('rich text holds only the allowed tags, without attributes', async ({ page }) => {
  await page.goto('/our-sustainability-practises?lng=en');
  await expect(page.locator('.rich-text strong').first()).toBeVisible();
  await expectOnlyAllowedMarkup(page);
});

test('/locations lists the pickup stores with their hours @phone', async ({ page, request }) => {
  const response = await request.post('/api/pickup_store_get.php', { data: { client_id: 47 } });
  const { stores } = (await response.json()) as { stores: { name_en: string; phone: string }[] };
  expect(stores.length).toBeGreaterThan(0);
  await page.goto('/locations?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Locations');
  const list = page.locator('.store-list');
  for (const store of stores) {
    await expect(list.getByRole('heading', { name: store.name_en })).toBeVisible();
    await expect(list.getByRole('link', { name: store.phone })).toHaveAttribute('href', /^tel:\+852/);
  }
  await expect(list.getByText('Opening hours').first()).toBeVisible();
});

test('the blog list opens a post, which links to its neighbours', async ({ page, request }) => {
  const response = await request.post('/api/blog_post_get.php', {
    data: { client_id: 47, limit: 6, offset: 0 },
  });
  const { posts } = (await response.json()) as BlogAnswer;
  await page.goto('/blog-standard?lng=en');
  await expect(page.getByRole('complementary').getByRole('heading', { name: 'Recent posts' })).toBeVisible();
  const second = posts[1]!;
  await page.locator('.blog-grid').getByRole('link', { name: second.title_en, exact: true }).click();

  await expect(page).toHaveURL(new RegExp(`/blog-details-standard/${second.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second.title_en);
  await expect(page.locator('article time')).toHaveText(/\d{1,2} \w+ \d{4}/);
  const more = page.getByRole('navigation', { name: 'More posts' });
  await expect(more.getByRole('link', { name: new RegExp(posts[0]!.title_en) })).toBeVisible();
  await expect(more.getByRole('link', { name: new RegExp(posts[2]!.title_en) })).toBeVisible();
  await expectOnlyAllowedMarkup(page);
});

test('the blog without a sidebar, and the bare details path shows the newest post', async ({
  page,
  request,
}) => {
  const response = await request.post('/api/blog_post_get.php', {
    data: { client_id: 47, limit: 1, offset: 0 },
  });
  const { posts } = (await response.json()) as BlogAnswer;
  await page.goto('/blog-no-sidebar?lng=en');
  await expect(page.locator('.blog-card').first()).toBeVisible();
  await expect(page.getByRole('complementary')).toHaveCount(0);

  // A page past the last one says so and leads back to the first.
  await page.goto('/blog-no-sidebar?page=999&lng=en');
  await expect(page.getByText('There are no posts on this page.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the newest posts' }).click();
  await expect(page.locator('.blog-card').first()).toBeVisible();

  await page.goto('/blog-details-standard?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(posts[0]!.title_en);
});

test.describe('pages that do not exist', () => {
  // The server answers an unknown page with a 404 status, and an unknown post's call with a 404 too.
  // An array value must be wrapped, or Playwright reads it as a [value, options] pair.
  test.use({ allowedConsole: [[/status of 404/], { scope: 'test' }] });

  test('an unknown path shows the not-found page @phone', async ({ page }) => {
    await page.goto('/no-such-page?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This cup is empty');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('Page not found');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Browse the shop' })).toHaveAttribute('href', '/shop');
    await expect(main.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  test('a post that does not exist shows the not-found page', async ({ page }) => {
    await page.goto('/blog-details-standard/no-such-post?lng=en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This cup is empty');
  });
});

test('the contact page shows how to reach the shop and the stores', async ({ page, request }) => {
  const response = await request.post('/api/shop_info_get.php', { data: { client_id: 47 } });
  const { shop } = (await response.json()) as { shop: { email: string; phone: string } };
  await page.goto('/contact?lng=en');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: shop.email })).toHaveAttribute('href', `mailto:${shop.email}`);
  await expect(page.getByRole('link', { name: shop.phone }).first()).toHaveAttribute('href', /^tel:/);
  await expect(page.locator('.store-list > li').first()).toBeVisible();
});

test('/coming-soon has a heading, a search box and a way home', async ({ page }) => {
  await page.goto('/coming-soon?lng=en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something new is brewing');
  const search = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
  await search.fill('kenya');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/coming-soon/);
  await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

for (const [path, ready] of [
  ['/?lng=zh-HK', '.logo-strip img'],
  ['/our-achievements?lng=en', '.gallery img'],
  ['/locations?lng=en', '.store-list img'],
  ['/blog-standard?lng=en', '.blog-card img'],
  ['/our-coffee?lng=en', '.prose h2'],
  ['/blog-details-standard?lng=en', 'article .rich-text h2'],
] as const) {
  test(`the page content of ${path} passes an axe audit`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator(ready).first()).toBeVisible();
    const audit = await new AxeBuilder({ page }).include('main').analyze();
    expect(audit.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
  });
}
