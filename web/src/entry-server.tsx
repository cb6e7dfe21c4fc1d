import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInstance, type Resource } from 'i18next';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import type { ApiSend } from './api/envelope-base-query.ts';
import { AppRoutes } from './app/app-routes.tsx';
import { makeStore } from './app/make-store.ts';
import { routes } from './app/routes.tsx';
import { LANGUAGES, type Language, sharedI18nOptions } from './i18n/i18n-options.ts';
import { loadFirstScreen } from './shared/first-screen.ts';

export interface RenderRequest {
  /** The page's whole address, query included. */
  url: string;
  language: Language;
  /** Asks the API in process (the browser's calls would go over the network). */
  send: ApiSend;
}

export interface PageRenderer {
  /** The first screen's HTML for `#root`, or undefined for a page the browser renders alone. */
  render(request: RenderRequest): Promise<string | undefined>;
}

/** Every translation file of the build (`<dist>/locales/{language}/{namespace}.json`), read once. */
function readLocales(localesDir: string): Resource {
  return Object.fromEntries(
    LANGUAGES.map((language) => {
      const dir = join(localesDir, language);
      const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
      return [
        language,
        Object.fromEntries(
          files.map((name) => [
            name.slice(0, -'.json'.length),
            JSON.parse(readFileSync(join(dir, name), 'utf8')),
          ]),
        ),
      ];
    }),
  );
}

async function htmlOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The storefront rendered on the server: the same routes, store and translations as in the
 * browser, each page with a store of its own filled from the API in process. The browser then
 * hydrates the page (main.tsx) instead of building it again.
 */
export function createPageRenderer(localesDir: string): PageRenderer {
  const translations = createInstance({
    ...sharedI18nOptions,
    resources: readLocales(localesDir),
    initAsync: false,
    react: { useSuspense: false },
  });
  void translations.init();

  return {
    async render({ url, language, send }) {
      const address = new URL(url);
      const store = makeStore({ send });
      if (!(await loadFirstScreen(store.dispatch, routes, address.pathname, address.searchParams))) {
        return undefined;
      }
      const i18n = translations.cloneInstance({ lng: language });
      const { prelude } = await prerenderToNodeStream(
        <I18nextProvider i18n={i18n}>
          <Provider store={store}>
            <StaticRouter location={address.pathname + address.search}>
              <AppRoutes />
            </StaticRouter>
          </Provider>
        </I18nextProvider>,
        // One piece however large: a boundary sent apart needs an inline script to reveal it,
        // which the shop's CSP (script-src 'self') refuses.
        { progressiveChunkSize: Number.POSITIVE_INFINITY },
      );
      return htmlOf(prelude);
    },
  };
}
