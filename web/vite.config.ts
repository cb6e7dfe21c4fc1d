import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

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

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    target: 'es2022',
    // The server reads it to preload the chunks and styles of the page it sends.
    manifest: true,
  },
  server: { proxy: { '/api': server, '/media': server, '/dev': server } },
});
