import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { firstScreenChunks } from './build/first-screen-chunks.ts';
import { reactI18nextAlone } from './build/react-i18next-alone.ts';

const server = 'http://localhost:8080';
const COMPRESSIBLE = /\.(js|css|json|svg|txt|xml)$/;
/** Below one packet compression saves nothing worth a second file. */
const MIN_BYTES = 1024;

/** Files the server may send; dot folders (Vite's manifest in `.vite`) are never served. */
function servedFilesUnder(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? servedFilesUnder(path) : [path];
    });
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build (scripts, styles, locale files), at
 * the strongest settings, so the server sends them as they are instead of compressing per request.
 * index.html is left out: the server rewrites its head for every page.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'shop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      for (const file of servedFilesUnder(outDir).filter((f) => COMPRESSIBLE.test(f))) {
        const raw = readFileSync(file);
        if (raw.length < MIN_BYTES) continue;
        const br = brotliCompressSync(raw, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
        });
        const gz = gzipSync(raw, { level: 9 });
        if (br.length < raw.length) writeFileSync(`${file}.br`, br);
        if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

/**
 * A build is always a production build, whatever NODE_ENV the shell has (`NODE_ENV=development npm
 * start` included): a development build imports React's `jsxDEV`, which the server's renderer and
 * a production React do not have. Set here, before Vite decides the mode from NODE_ENV.
 */
function alwaysProductionBuild(): Plugin {
  return {
    name: 'shop:always-production-build',
    config(_config, { command }) {
      if (command === 'build') process.env.NODE_ENV = 'production';
    },
  };
}

/**
 * In the server's renderer, a module `name.ts` with a `name.server.ts` beside it is that one
 * instead: for what needs a DOM in the browser (sanitising rich text).
 */
function serverVariants(): Plugin {
  return {
    name: 'shop:server-variants',
    enforce: 'pre',
    resolveId(source, importer) {
      if (this.environment.name !== 'ssr' || !importer || !source.endsWith('.ts')) return null;
      const variant = join(dirname(importer), source.replace(/\.ts$/, '.server.ts'));
      return existsSync(variant) ? variant : null;
    },
  };
}

const firstScreen = firstScreenChunks();

/**
 * react-router's package exports name only its development build (remix-run/react-router#12532),
 * with its warnings in the console and 0.5 KB more on the first screen; a build takes the
 * production one beside it.
 */
const reactRouterProduction = join(
  import.meta.dirname,
  '../node_modules/react-router/dist/production/index.mjs',
);

/**
 * react-i18next asks for `useSyncExternalStore` through its shim for React 17, which the shop's
 * React has built in: the shim's CommonJS, 0.5 KB of the first screen, is left out.
 */
const syncExternalStore = join(import.meta.dirname, 'build/react-sync-external-store.ts');

export default defineConfig({
  root: import.meta.dirname,
  plugins: [
    alwaysProductionBuild(),
    react(),
    precompress(),
    serverVariants(),
    reactI18nextAlone(),
    firstScreen.plugin,
  ],
  resolve: {
    alias: [
      { find: /^react-router$/, replacement: reactRouterProduction },
      { find: /^use-sync-external-store\/shim$/, replacement: syncExternalStore },
    ],
  },
  build: {
    outDir: 'dist',
    // Every browser the shop serves preloads modules itself: the polyfill was 1 KB of the first screen.
    // A lazy chunk's scripts are found by the browser from its imports, not announced by Vite's
    // helper: the helper adds a <link> per script in one go, 70-130 ms of a phone's main thread in
    // the task that starts the page (docs/performance.md, "Preload links"). Its styles still come
    // through the helper (the server links a rendered page's own in the head). index.html keeps
    // its links: the entry's two imports come beside it, not a round trip after.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload the chunks and styles of the page it sends.
    manifest: true,
  },
  environments: {
    // A phone's first screen in a few chunks (build/first-screen-chunks.ts).
    client: {
      build: { rolldownOptions: { output: { codeSplitting: { groups: firstScreen.groups } } } },
    },
    // The renderer of the first screen (src/entry-server.tsx), written into the client's build in
    // `.ssr` (dot folders are never served) and bundled whole, so a build copied anywhere runs.
    ssr: {
      resolve: { noExternal: true },
      // Bundled libraries (React, Redux Toolkit) pick their production builds, as in the browser.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        emptyOutDir: false,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: {
          input: 'src/entry-server.tsx',
          output: { entryFileNames: '.ssr/[name].js', chunkFileNames: '.ssr/[name]-[hash].js' },
        },
      },
    },
  },
  // `vite build` builds the client, then the renderer beside it.
  builder: {},
  server: { proxy: { '/api': server, '/media': server, '/dev': server } },
});
