import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chunkReport, readBuiltChunks } from './bundle-report.ts';
import { printTable } from './load.ts';
import { SCRIPT_BUDGET, type ScriptResponse, scriptBudgetRow, toKilobytes } from './script-budget.ts';

/** A phone as Lighthouse's mobile preset sizes it, 390 px wide as the storefront's phone layout is drawn. */
const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};
const CHUNKS_SHOWN = 15;

/**
 * Every script a page fetches until it answers a tap (the app marks `data-app="interactive"` on
 * <html> once hydrated, and the moment as the performance mark `interactive`), in a fresh context:
 * a cold cache. The times and sizes come from the page's Resource Timing, Chromium's own record, so
 * nothing depends on when the browser's network events reach this process (a large script's
 * "finished" event can arrive after the page is interactive); the encoding comes from the answers'
 * headers.
 */
async function firstScreenScripts(baseUrl: string, pages: string[]) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'],
  });
  try {
    const measured: { page: string; scripts: ScriptResponse[] }[] = [];
    for (const path of pages) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      const encodings = new Map<string, string>();
      page.on('response', (response) =>
        encodings.set(response.url(), response.headers()['content-encoding'] ?? ''),
      );
      await page.goto(`${baseUrl}${path}`);
      await page.waitForFunction(() => performance.getEntriesByName('interactive').length > 0);
      // The scripts in the page's own network record whose answer had arrived when it turned interactive.
      const scripts = await page.evaluate(() => {
        const [interactive] = performance.getEntriesByName('interactive');
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(
            (e) => /\.m?js$/.test(new URL(e.name).pathname) && e.responseEnd <= (interactive?.startTime ?? 0),
          )
          .map((e) => ({ url: e.name, transferBytes: e.encodedBodySize }));
      });
      measured.push({
        page: path,
        scripts: scripts.map((s) => ({ ...s, encoding: encodings.get(s.url) ?? '' })),
      });
      await context.close();
    }
    return measured;
  } finally {
    await browser.close();
  }
}

/** Builds the storefront once more with a plugin that records each chunk's modules (the served build has no such record). */
function buildWithChunkModules(outDir: string) {
  const reportFile = join(outDir, '..', 'chunks.json');
  execFileSync(
    'npx',
    ['vite', 'build', '--config', '../server/bench/bundle-report.vite-config.ts', '--outDir', outDir],
    {
      cwd: new URL('../../web', import.meta.url).pathname,
      env: { ...process.env, BUNDLE_REPORT_FILE: reportFile },
      stdio: 'ignore',
    },
  );
  return readBuiltChunks(reportFile);
}

export type FirstScreen = Awaited<ReturnType<typeof measureFirstScreen>>;

/**
 * The `first_screen` load: script requests and compressed bytes of each page's first screen on a
 * phone, and the chunks of the build as sent with what they are made of.
 */
export async function measureFirstScreen(baseUrl: string, pages: string[]) {
  const measured = await firstScreenScripts(baseUrl, pages);
  const loaded = measured.flatMap((m) => m.scripts);
  const firstScreenFiles = new Set(loaded.map((s) => new URL(s.url).pathname.slice(1)));
  // The encoding Chromium was sent (it asks for Brotli only over HTTPS), so the report counts the same bytes.
  const encoding = loaded.find((s) => s.encoding)?.encoding ?? '';
  const workDir = mkdtempSync(join(tmpdir(), 'shop-bench-bundle-'));
  try {
    const distDir = join(workDir, 'dist');
    const chunks = chunkReport(buildWithChunkModules(distDir), { distDir, encoding, firstScreenFiles });
    return { rows: measured.map(({ page, scripts }) => scriptBudgetRow(page, scripts)), chunks, encoding };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/** The budget table per page, then the largest chunks: what stands in the way of the budget. */
export function printFirstScreen({ rows, chunks, encoding }: FirstScreen) {
  console.info(
    `\nFirst screen on a phone, cold cache: scripts until interactive (budget ≤ ${SCRIPT_BUDGET.requests} requests, ≤ ${SCRIPT_BUDGET.kilobytes} KB)`,
  );
  printTable(
    ['page', 'script requests', 'compressed KB', 'under 2 KB', 'encoding', 'within budget'],
    rows.map((r) => [
      r.page,
      r.requests,
      r.kilobytes,
      r.smallScripts,
      r.encodings,
      r.withinBudget ? 'yes' : 'no',
    ]),
  );
  console.info(
    `\nBundle report: the ${CHUNKS_SHOWN} largest of ${chunks.length} chunks as sent (${encoding || 'identity'})`,
  );
  printTable(
    ['chunk', 'KB', 'first screen', 'largest sources (share of minified bytes)'],
    chunks
      .slice(0, CHUNKS_SHOWN)
      .map((c) => [
        c.fileName.replace(/^assets\//, ''),
        toKilobytes(c.compressedBytes),
        c.firstScreen ? 'yes' : '',
        c.largestSources.map((s) => `${s.source} ${s.percent}%`).join(', '),
      ]),
  );
}
