import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadPageRenderer } from '../src/http/page-render.ts';

const web = new URL('../../web', import.meta.url).pathname;
const vite = join(
  dirname(createRequire(join(web, 'package.json')).resolve('vite/package.json')),
  'bin/vite.js',
);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('the storefront build', () => {
  it('is a production build the server can load even when NODE_ENV=development', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'web-dist-dev-env-'));
    execFileSync(process.execPath, [vite, 'build', '--outDir', outDir], {
      cwd: web,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'ignore',
    });
    const scripts = filesUnder(outDir).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    const development = scripts.filter((file) => readFileSync(file, 'utf8').includes('jsxDEV'));
    expect(development).toEqual([]);
    expect(await loadPageRenderer(outDir)).toBeDefined();
  }, 240_000);
});
