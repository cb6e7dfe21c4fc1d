import { join } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import type { Plugin } from 'vite';

const webDir = join(import.meta.dirname, '..');

/** Where a shopper lands: the start-up, and the pages the server renders first (app/routes.tsx). */
const SHELL = join(webDir, 'src/start.tsx');
/**
 * The API and what it needs to be made (its base query, the credentials, the translator): with the
 * libraries, which main.tsx evaluates in a task before the shell's (making the API was a third of
 * evaluating the shell on a phone).
 */
const API = join(webDir, 'src/api/base-api.ts');
const LANDING_PAGES = ['home', 'shop', 'product'];
const SHARED_PAGES = 'landing-pages';
const routeFile = (page: string) => join(webDir, `src/app/routes/${page}.tsx`);
/** React's renderer stays a chunk of its own: main.tsx evaluates it in a task apart from the app. */
const OWN_CHUNK =
  /node_modules\/(react-dom\/cjs\/react-dom-client|scheduler)\b|node_modules\/react-dom\/client\b/;

/**
 * Library modules the start-up reaches only through a package's index, for parts no first screen
 * uses: react-i18next's `<Trans>` and its HTML parser (the register form, the collection notice).
 * Left out of `libraries`, they go with the pages that use them.
 */
const LATER_PARTS =
  /node_modules\/(react-i18next\/dist\/es\/Trans(WithoutContext)?\.js|html-parse-stringify)\b/;

const PRELOAD_HELPER = /vite\/preload-helper/;

/**
 * The day in words (shared/written-day.ts): the product page's first screen writes the roast date
 * with it, and the checkout, the account and the blog use it too. In the product page's chunk it
 * would make each of those download that page's code; in `landing-pages` home would carry it.
 */
const WRITTEN_DAY = /\/src\/shared\/written-day\.ts$/;

/** The pages that list products: the product page shows cards only after hydration (its suggestions). */
const LISTING_PAGES = ['home', 'shop'];
const LISTING_CHUNK = 'listing-pages';

/**
 * The chunk of the code that the landing pages `usedBy` use: `{page}-page` for one alone, the
 * listing pages' own chunk for what only they share (the product cards), `landing-pages` for the
 * rest, so no page downloads code only others use.
 */
function pagesChunk(usedBy: string[]): string {
  if (usedBy.length === 1) return `${usedBy[0]}-page`;
  const listingOnly =
    usedBy.length === LISTING_PAGES.length && usedBy.every((page) => LISTING_PAGES.includes(page));
  return listingOnly ? LISTING_CHUNK : SHARED_PAGES;
}

const packageOf = (id: string) => /.*\/node_modules\/((@[^/]+\/)?[^/]+)/.exec(id)?.[1] ?? null;

/** Every module `from` needs before it runs: static imports only, the lazy ones come later. */
function staticGraph(from: string[], importsOf: (id: string) => readonly string[], skip = new Set<string>()) {
  const reached = new Set<string>();
  const pending = [...from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (reached.has(id) || skip.has(id)) continue;
    reached.add(id);
    pending.push(...importsOf(id));
  }
  return reached;
}

/**
 * Groups the modules of the first screen into a few chunks instead of the dozens of tiny ones
 * rolldown would split them into (one per set of pages sharing them): a phone pays a request
 * for each. `libraries` are the packages the first screen runs on and the API the store is built
 * around, `shell` the start-up, layout and store, `landing-pages` the code two or more landing pages share, `listing-pages` what only the
 * home page and the shop share (the product cards), and `{page}-page` what only home, shop or product uses,
 * so no page downloads another's code.
 * Whatever else a page loads lazily keeps the automatic split. The graph is walked once loaded (`buildEnd`),
 * before rolldown cuts chunks, which is when it asks the groups.
 */
export function firstScreenChunks(): { plugin: Plugin; groups: CodeSplittingGroup[] } {
  let libraries = new Set<string>();
  let api = new Set<string>();
  let shell = new Set<string>();
  let pageChunks = new Map<string, string>();
  let pageLibraries = new Set<string>();
  const plugin: Plugin = {
    name: 'shop:first-screen-chunks',
    apply: 'build',
    buildEnd() {
      if (this.environment.name !== 'client') return;
      const importsOf = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const isLibrary = (id: string) => id.includes('/node_modules/');
      const shellGraph = staticGraph([SHELL], importsOf);
      const pagesGraph = staticGraph(LANDING_PAGES.map(routeFile), importsOf, shellGraph);
      const pageGraphs = LANDING_PAGES.map((page) => staticGraph([routeFile(page)], importsOf, shellGraph));
      libraries = new Set(
        [...shellGraph].filter((id) => isLibrary(id) && !OWN_CHUNK.test(id) && !LATER_PARTS.test(id)),
      );
      api = new Set([...staticGraph([API], importsOf)].filter((id) => !isLibrary(id)));
      shell = new Set([...shellGraph].filter((id) => !isLibrary(id) && !api.has(id)));
      pageChunks = new Map(
        [...pagesGraph]
          .filter((id) => !isLibrary(id))
          .map((id) => {
            const usedBy = LANDING_PAGES.filter((_, index) => pageGraphs[index]!.has(id));
            return [id, pagesChunk(usedBy)];
          }),
      );
      pageLibraries = new Set([...pagesGraph].filter(isLibrary));
    },
  };
  const groups: CodeSplittingGroup[] = [
    // The entry needs only Vite's preload helper before it paints: inside `shell` it would pull the
    // shell's imports (libraries, React) into index.html's preloads, fetched ahead of the paint.
    { name: 'preload-helper', priority: 6, test: PRELOAD_HELPER },
    { name: 'react-dom', priority: 6, test: OWN_CHUNK },
    { name: 'written-day', priority: 6, test: WRITTEN_DAY },
    { name: 'libraries', priority: 5, test: (id) => libraries.has(id) || api.has(id) },
    // A package only some landing page uses stays apart, for the pages that load it.
    { name: packageOf, priority: 4, test: (id) => pageLibraries.has(id) },
    { name: 'shell', priority: 3, test: (id) => shell.has(id) },
    // Before each page's own: a group takes in its modules' imports that no group took before it.
    { name: SHARED_PAGES, priority: 2, test: (id) => pageChunks.get(id) === SHARED_PAGES },
    { name: LISTING_CHUNK, priority: 1, test: (id) => pageChunks.get(id) === LISTING_CHUNK },
    ...LANDING_PAGES.map((page) => ({
      name: `${page}-page`,
      priority: 0,
      test: (id: string) => pageChunks.get(id) === `${page}-page`,
    })),
  ];
  return { plugin, groups };
}
