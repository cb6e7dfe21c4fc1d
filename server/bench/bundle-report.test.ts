import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type BuiltChunk, chunkReport, moduleSource, sourceShares } from './bundle-report.ts';

describe('moduleSource', () => {
  it('names a library by its package, scoped or not', () => {
    expect(moduleSource('/r/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(moduleSource('/r/node_modules/@reduxjs/toolkit/dist/query/rtk-query.modern.mjs')).toBe(
      '@reduxjs/toolkit',
    );
    expect(moduleSource('/r/node_modules/.pnpm/x/node_modules/zod/v4/core/core.js')).toBe('zod');
  });

  it('names our own code by its path in the repository', () => {
    expect(moduleSource('/work/main/web/src/app/routes.tsx')).toBe('web/src/app/routes.tsx');
    expect(moduleSource('/work/main/contract/src/errors.ts?commonjs')).toBe('contract/src/errors.ts');
    expect(moduleSource('\0vite/modulepreload-polyfill.js')).toBe('vite/modulepreload-polyfill.js');
  });
});

describe('sourceShares', () => {
  it('groups modules by source, heaviest first, as whole percentages of the chunk', () => {
    const shares = sourceShares(
      {
        '/r/node_modules/i18next/a.js': 300,
        '/r/node_modules/i18next/b.js': 300,
        '/r/node_modules/immer/c.js': 300,
        '/w/web/src/d.ts': 100,
      },
      2,
    );
    expect(shares).toEqual([
      { source: 'i18next', percent: 60 },
      { source: 'immer', percent: 30 },
    ]);
  });
});

describe('chunkReport', () => {
  const dist = mkdtempSync(join(tmpdir(), 'bundle-report-test-'));
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('ranks chunks by the bytes the server sends in the encoding the browser got', () => {
    writeFileSync(join(dist, 'big.js'), 'x'.repeat(5_000));
    writeFileSync(join(dist, 'big.js.br'), 'x'.repeat(900));
    writeFileSync(join(dist, 'big.js.gz'), 'x'.repeat(1_000));
    writeFileSync(join(dist, 'small.js'), 'x'.repeat(1_500));
    const chunks: BuiltChunk[] = [
      { fileName: 'small.js', modules: { '/w/web/src/small.ts': 1_500 } },
      { fileName: 'big.js', modules: { '/r/node_modules/react-dom/index.js': 5_000 } },
    ];
    const report = chunkReport(chunks, {
      distDir: dist,
      encoding: 'br',
      firstScreenFiles: new Set(['big.js']),
    });
    expect(report.map((c) => [c.fileName, c.compressedBytes, c.firstScreen])).toEqual([
      ['small.js', 1_500, false],
      ['big.js', 900, true],
    ]);
    const gzip = chunkReport(chunks, { distDir: dist, encoding: 'gzip', firstScreenFiles: new Set() });
    expect(gzip.find((c) => c.fileName === 'big.js')?.compressedBytes).toBe(1_000);
    expect(report[1]?.largestSources).toEqual([{ source: 'react-dom', percent: 100 }]);
  });
});
