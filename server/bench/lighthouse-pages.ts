import { chromium, type Page } from 'playwright';

/**
 * What the browser must hold before Lighthouse opens a page, which it cannot set up itself (it
 * cannot click): nothing, a guest cart with a line in it, or the demo member signed in.
 */
export type PageState = 'fresh visitor' | 'guest with a cart' | 'demo member';

export interface AuditedPage {
  name: string;
  path: string;
  state: PageState;
  /** False for the pages the server marks `noindex`: their SEO score is shown but held to no target. */
  indexable: boolean;
}

/** Every kind of storefront page, grouped by the state they need, in the order the states are set up. */
export const AUDITED_PAGES: AuditedPage[] = [
  { name: 'home', path: '/', state: 'fresh visitor', indexable: true },
  { name: 'shop', path: '/shop', state: 'fresh visitor', indexable: true },
  { name: 'category', path: '/shop/1', state: 'fresh visitor', indexable: true },
  { name: 'product', path: '/product/1', state: 'fresh visitor', indexable: true },
  { name: 'blog', path: '/blog-standard', state: 'fresh visitor', indexable: true },
  { name: 'post', path: '/blog-details-standard/a-calmer-v60', state: 'fresh visitor', indexable: true },
  { name: 'information', path: '/about', state: 'fresh visitor', indexable: true },
  { name: 'login', path: '/login-register', state: 'fresh visitor', indexable: false },
  { name: 'cart', path: '/cart', state: 'guest with a cart', indexable: false },
  { name: 'checkout', path: '/checkout?guest_checkout=1', state: 'guest with a cart', indexable: false },
  { name: 'my account', path: '/my-account', state: 'demo member', indexable: false },
  { name: 'credit shop', path: '/credit-shop', state: 'demo member', indexable: false },
];

/**
 * The pages `BENCH_LIGHTHOUSE_PAGES` names (comma-separated, each a page's name or path as the
 * table prints them), or every page when it is unset; a name that matches no page stops the bench.
 */
export function selectedPages(wanted = process.env.BENCH_LIGHTHOUSE_PAGES ?? ''): AuditedPage[] {
  const names = wanted
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const unknown = names.filter((n) => !AUDITED_PAGES.some((p) => p.name === n || p.path === n));
  if (unknown.length > 0) throw new Error(`BENCH_LIGHTHOUSE_PAGES: no page named ${unknown.join(', ')}`);
  return names.length === 0
    ? AUDITED_PAGES
    : AUDITED_PAGES.filter((p) => names.includes(p.name) || names.includes(p.path));
}

/** The seed's demo member (README.md's demo logins). */
const DEMO_MEMBER = { email: 'demo@example.com', password: 'Coffee2024!' };

/** Opens a page and waits, as a shopper would, until it answers taps (the server-rendered HTML comes first). */
async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.waitForFunction(() => document.documentElement.dataset.app === 'interactive');
}

const SET_UP: Record<PageState, ((page: Page, baseUrl: string) => Promise<void>) | undefined> = {
  'fresh visitor': undefined,
  'guest with a cart': async (page, baseUrl) => {
    await open(page, `${baseUrl}/product/1?lng=en`);
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('button', { name: /Added to your cart/ }).waitFor();
  },
  'demo member': async (page, baseUrl) => {
    await open(page, `${baseUrl}/login-register?lng=en`);
    const login = page.getByRole('tabpanel', { name: 'Log in' });
    await login.getByRole('radio', { name: 'Email' }).check();
    await login.getByRole('textbox', { name: 'Email address' }).fill(DEMO_MEMBER.email);
    await login.getByLabel('Password', { exact: true }).fill(DEMO_MEMBER.password);
    await login.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL(/\/my-account/);
    // The storefront stores the member's token a moment after signing in; closing the tab before
    // that sends Lighthouse to the member pages signed out.
    await page.waitForFunction(
      (email) => localStorage.getItem('persist:sampan-user')?.includes(email) === true,
      DEMO_MEMBER.email,
    );
  },
};

/**
 * Puts the browser Lighthouse is about to use in the state a page needs, as a shopper would: a tab
 * of the same profile (through the DevTools port, so the same local storage and cookies) clicks
 * through the storefront, then closes and lets go. Lighthouse clears the cache and the service
 * workers before each audit but keeps local storage, where the storefront keeps its tokens.
 */
export async function setUpState(state: PageState, baseUrl: string, devToolsPort: number): Promise<void> {
  const setUp = SET_UP[state];
  if (!setUp) return;
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${devToolsPort}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await setUp(page, baseUrl);
    await page.close();
  } finally {
    // Connected, not launched: this only lets go of the browser, which Lighthouse goes on using.
    await browser.close();
  }
}
