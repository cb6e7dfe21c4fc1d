import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { InProcessAnswer } from './initial-data/initial-data.ts';

/** The storefront's renderer (web/src/entry-server.tsx), as far as the server relies on it. */
export interface PageRenderer {
  render(request: {
    url: string;
    language: 'en' | 'zh-HK';
    send: (call: string, body: Record<string, unknown>, token?: string) => Promise<InProcessAnswer>;
  }): Promise<string | undefined>;
}

/**
 * The renderer the storefront's build writes beside itself (`.ssr/entry-server.js`, never served),
 * or undefined for a build without one: its pages are then rendered in the browser alone.
 */
export async function loadPageRenderer(webDist: string): Promise<PageRenderer | undefined> {
  const file = join(webDist, '.ssr', 'entry-server.js');
  if (!existsSync(file)) return undefined;
  const { createPageRenderer } = (await import(pathToFileURL(file).href)) as {
    createPageRenderer: (localesDir: string) => PageRenderer;
  };
  return createPageRenderer(join(webDist, 'locales'));
}
