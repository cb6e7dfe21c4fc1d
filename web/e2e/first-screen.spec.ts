import { expect, test } from './fixtures';
import { searchFromHeader } from './header-search';
import { signInByEmail } from './member-kit';

/**
 * Landing pages arrive with their first screen rendered by the server, so they paint before any
 * script has run, and the browser then takes that page over instead of building it again.
 */

const KOCHERE = { id: 1, en: 'Ethiopia Yirgacheffe Kochere', zh: '埃塞俄比亞 耶加雪菲 科契爾' };

/** The part of a page the server rendered into #root, as text. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root"');
  return start < 0 ? '' : html.slice(start);
}

test('the product page, the listing and the home page come rendered in the language asked for', async ({
  request,
}) => {
  const product = rootOf(await (await request.get(`/product/${KOCHERE.id}?lng=en`)).text());
  expect(product).toContain('data-language="en"');
  expect(product).toContain(`<h1 class="product-detail__name">${KOCHERE.en}</h1>`);
  expect(product).toMatch(/\$\d+\.\d\d/);

  const chinese = await request.get(`/product/${KOCHERE.id}`, { headers: { cookie: 'i18next=zh-HK' } });
  expect(rootOf(await chinese.text())).toContain(KOCHERE.zh);

  const listing = rootOf(await (await request.get('/shop?lng=en&keyword=Yirgacheffe')).text());
  expect(listing).toContain(KOCHERE.en);

  const home = rootOf(await (await request.get('/?lng=en')).text());
  expect(home).toContain('hero-slider');

  // The blog's first screens come with the blog's own code, and still with the page.
  const blog = rootOf(await (await request.get('/blog-standard?lng=en')).text());
  expect(blog).toContain('A calmer V60: our everyday recipe');
  const post = rootOf(await (await request.get('/blog-details-standard/a-calmer-v60?lng=en')).text());
  expect(post).toMatch(/<h1[^>]*>A calmer V60: our everyday recipe<\/h1>/);

  // A page that only the browser can draw (the wishlist kept in its storage) is left to it.
  expect(rootOf(await (await request.get('/wishlist')).text())).toContain('<div id="root"></div>');
});

test('the cart, checkout and member pages come as their frame, unindexed, with nothing of any shopper', async ({
  request,
}) => {
  const cart = await (await request.get('/cart?lng=en')).text();
  expect(rootOf(cart)).toContain('<h1 class="cart-page__title">Your cart</h1>');
  // A fresh page starts on pickup whoever opens it, so the summary's choice comes with the frame.
  expect(rootOf(cart)).toContain('Collect free of charge from one of our shops.');
  expect(cart).toContain('<meta name="robots" content="noindex" />');

  const checkout = rootOf(await (await request.get('/checkout?guest_checkout=1&lng=en')).text());
  expect(checkout).toContain('<h1 class="checkout-page__title">Checkout</h1>');
  expect(checkout).toContain('We collect your name, email, phone number and address');

  const account = await (await request.get('/my-account?section=orders&lng=en')).text();
  expect(rootOf(account)).toContain('<h1 class="account-page__title">My account</h1>');
  expect(rootOf(account)).toContain('>Beans and credit</a>');
  expect(account).toContain('<meta name="robots" content="noindex" />');

  const credit = rootOf(await (await request.get('/credit-shop?lng=en')).text());
  expect(credit).toContain('Turn the Beans you earn on every order into credit');
  // Its cards are the same for everyone, so they come with the page (its largest paint).
  expect(credit).toMatch(/class="credit-card__name">\$5\.00 credit</);
  expect(credit).toContain('500 Beans');
  // The demo member's name is nowhere in a page anyone may fetch.
  for (const html of [rootOf(cart), checkout, rootOf(account), credit])
    expect(html).not.toContain('Mei Chan');
});

test('a member who opens their account directly sees it, never the sign-in page on the way', async ({
  page,
}) => {
  await page.goto('/login-register?lng=en');
  await signInByEmail(page, 'demo@example.com', 'Coffee2024!');
  await expect(page.getByRole('main').getByText('Mei Chan', { exact: true })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('persist:sampan-user') ?? '{}').token))
    .toBeTruthy();

  // From the first byte of the next page: every address the tab shows, and whether a sign-in form appears.
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  await page.addInitScript(() => {
    const w = window as unknown as { signInShown: boolean };
    w.signInShown = false;
    new MutationObserver(() => {
      if (document.querySelector('.auth-panel')) w.signInShown = true;
    }).observe(document, { childList: true, subtree: true });
  });
  await page.goto('/my-account?lng=en');
  await expect(page.getByRole('main').getByText('Mei Chan', { exact: true })).toBeVisible();
  // The language in the address is tidied away in place; the tab never leaves the account.
  expect(new Set(addresses)).toEqual(new Set(['/my-account']));
  expect(await page.evaluate(() => (window as unknown as { signInShown: boolean }).signInShown)).toBe(false);
});

test('the sign-in page comes rendered, unindexed, and a member already signed in is passed on', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/login-register?lng=en')).text();
  expect(rootOf(html)).toContain('Log in with a code sent to your mobile, or with your email and password.');
  expect(html).toContain('<meta name="robots" content="noindex" />');

  await page.goto('/login-register?lng=en');
  await signInByEmail(page, 'demo@example.com', 'Coffee2024!');
  await expect(page).toHaveURL(/\/my-account/);
  // The page arrives signed out, as the server rendered it; the stored member then moves on.
  await page.goto('/login-register?lng=en');
  await expect(page).toHaveURL(/\/my-account/);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a product page shows its name, picture, price and button, styled', async ({ page }) => {
    await page.goto(`/product/${KOCHERE.id}?lng=en`);
    await expect(page.getByRole('heading', { level: 1, name: KOCHERE.en })).toBeVisible();
    const picture = page.locator('img.gallery__main');
    await expect(picture).toBeVisible();
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await expect(add).toBeVisible();
    // Its stylesheet came with the page: the button is the shop's dark pill, not the browser's grey.
    expect(await add.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
  });

  test('the header search still finds coffee, on a listing the server renders', async ({ page }) => {
    await page.goto('/?lng=en');
    await searchFromHeader(page, 'Yirgacheffe');
    await expect(page).toHaveURL(/\/shop\?keyword=Yirgacheffe/);
    await expect(page.getByRole('link', { name: KOCHERE.en, exact: true }).first()).toBeVisible();
  });
});

test('the browser takes the rendered page over without building it again, then it answers', async ({
  page,
}) => {
  // Counts the nodes the server rendered that leave the page while the browser takes it over.
  await page.addInitScript(() => {
    const w = window as unknown as { replacedNodes: number };
    w.replacedNodes = 0;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const rendered = new Set(root.children);
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes) if (rendered.has(node as Element)) w.replacedNodes++;
      }).observe(root, { childList: true });
    });
  });
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  expect(await page.evaluate(() => (window as unknown as { replacedNodes: number }).replacedNodes)).toBe(0);

  await page.getByRole('button', { name: 'One more' }).click();
  await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('heading', { level: 1, name: KOCHERE.zh })).toBeVisible();
});

test("a shipping choice made on the cart's frame before the shopper is known is kept, and their cart comes", async ({
  page,
}) => {
  await page.goto(`/product/${KOCHERE.id}?lng=en`);
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('button', { name: /Added to your cart/ })).toBeVisible();

  // The stored shopper comes back through the persistence chunk: held, the cart page stays its frame.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/persistence-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/cart?lng=en');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'interactive');
  await page.getByText('Delivery', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();

  release();
  await expect(page.getByRole('main').getByText(KOCHERE.en, { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Delivery' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'Deliver to' })).toBeVisible();
});

test.describe("the first screen's pictures before the app's code", () => {
  const PICTURE = /\/media\/art\/product-ethiopia-yirgacheffe-kochere-1\.svg$/;
  const RENDERER = /\/react-dom-[^/]+\.js$/;

  test('the code is asked for only once the picture the shopper sees first has come', async ({ page }) => {
    const events: string[] = [];
    await page.route(PICTURE, async (route) => {
      // A slow link: the picture takes a while, and the renderer must not be asked for meanwhile.
      await new Promise((arrived) => setTimeout(arrived, 400));
      events.push('picture');
      await route.continue();
    });
    page.on('request', (request) => {
      if (RENDERER.test(request.url())) events.push('renderer');
    });
    await page.goto(`/product/${KOCHERE.id}?lng=en`);
    expect(events).toEqual(['picture', 'renderer']);
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
  });

  test('a picture that never comes does not keep the page from answering', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(PICTURE, async (route) => {
      await held;
      await route.continue().catch(() => undefined);
    });
    // Not until `load`, which waits for every picture; the fixture's goto then waits until it answers.
    await page.goto(`/product/${KOCHERE.id}?lng=en`, { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'One more' }).click();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('2');
    const picture = page.locator('.gallery__main');
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
    release();
  });
});
