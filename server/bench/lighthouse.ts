import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  calibratedSlowdown,
  LIGHTHOUSE_SLOWDOWN,
  REFERENCE_BENCHMARK_INDEX,
  requestedSlowdown,
} from './lighthouse-cpu.ts';
import { type AuditedPage, selectedPages, setUpState } from './lighthouse-pages.ts';
import {
  LIGHTHOUSE_TARGETS,
  type LighthouseRun,
  median,
  medianRun,
  missedTargets,
} from './lighthouse-summary.ts';
import { printTable } from './load.ts';

/** Runs of each page: the median of three is what one busy moment of the machine cannot set. */
const RUNS = 3;
/** Attempts at one run before the bench gives up on the page. */
const ATTEMPTS = 4;
/** Lighthouse's own defaults, plus the local storage for a first visit, where the storefront keeps its tokens. */
const FIRST_VISIT_CLEARS = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
] as const;

/** The host's CPU as Lighthouse measured it, and the slowdown every audit ran with. */
export interface LighthouseCpu {
  /** Lighthouse's `benchmarkIndex` of the host, the median of three; none when a factor was asked for. */
  benchmarkIndex?: number;
  slowdown: number;
}

export interface LighthouseScores {
  cpu: LighthouseCpu;
  rows: LighthouseRow[];
}

export interface LighthouseRow {
  page: AuditedPage;
  median: LighthouseRun;
  /** The element Lighthouse took for the largest paint, each different one of the runs once. */
  lcpElements: string[];
}

/** The largest paint's element as Lighthouse names it: its tag and classes, then its text or address. */
function lcpElementOf(lhr: { audits: Record<string, { details?: unknown }> }): string {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] }[] }
    | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  if (!node) return 'none';
  const tag = (node.snippet ?? '').slice(0, 80);
  return `${tag} ${JSON.stringify((node.nodeLabel ?? '').slice(0, 40))}`;
}

/**
 * The host's `benchmarkIndex`, the median of three short audits of the home page (Lighthouse
 * measures it at the start of every run), and the slowdown calibrated on it (lighthouse-cpu.ts).
 */
async function calibrate(baseUrl: string, port: number): Promise<LighthouseCpu> {
  const indexes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const result = await lighthouse(`${baseUrl}/`, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyAudits: ['viewport'],
    });
    indexes.push(result?.lhr.environment.benchmarkIndex ?? Number.NaN);
  }
  const benchmarkIndex = median(indexes);
  return { benchmarkIndex, slowdown: calibratedSlowdown(benchmarkIndex) };
}

async function auditOnce(
  baseUrl: string,
  page: AuditedPage,
  port: number,
  slowdown: number,
): Promise<{ run: LighthouseRun; lcpElement: string }> {
  const audit = () =>
    lighthouse(`${baseUrl}${page.path}`, {
      port,
      output: 'json',
      logLevel: 'error',
      throttling: { cpuSlowdownMultiplier: slowdown },
      onlyCategories: ['performance', 'accessibility', 'seo'],
      // The cache is cleared before every audit either way; the stored tokens only for a first visit.
      ...(page.state === 'fresh visitor' ? { clearStorageTypes: [...FIRST_VISIT_CLEARS] } : {}),
    });
  // Lighthouse sometimes loses the trace of a load (NO_NAVSTART, one audit in seven on a busy
  // machine) and asks to be run again; a page that fails every attempt stops the bench.
  let lhr = (await audit())?.lhr;
  for (let attempt = 1; lhr?.runtimeError && attempt < ATTEMPTS; attempt++) {
    console.warn(`Lighthouse on ${page.path}: ${lhr.runtimeError.code}, measured again`);
    lhr = (await audit())?.lhr;
  }
  if (!lhr || lhr.runtimeError)
    throw new Error(`Lighthouse gave no result for ${page.path}: ${lhr?.runtimeError?.code ?? 'no report'}`);
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown)
    throw new Error(
      `Lighthouse on ${page.path} ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}× CPU, not ${slowdown}×`,
    );
  // A page that sent the browser elsewhere (a member page without a member) measured the wrong page.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(`${baseUrl}${page.path}`).pathname)
    throw new Error(`Lighthouse on ${page.path} ended on ${lhr.finalDisplayedUrl}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? 0;
  const run = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    seo: score('seo'),
    lcpMs: Math.round(value('largest-contentful-paint')),
    tbtMs: Math.round(value('total-blocking-time')),
    cls: Math.round(value('cumulative-layout-shift') * 1000) / 1000,
  };
  return { run, lcpElement: lcpElementOf(lhr) };
}

/**
 * Lighthouse's default (mobile) preset in Debian's Chromium, its CPU slowdown calibrated on the
 * host (lighthouse-cpu.ts) unless `BENCH_LIGHTHOUSE_CPU` names one, `RUNS` times on every storefront page,
 * each figure's median kept. The pages come in the order of the state they need (a first visit,
 * then a guest cart, then the demo member), each state set up once before its first page.
 */
export async function lighthouseScores(baseUrl: string, pages = selectedPages()): Promise<LighthouseScores> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  try {
    const asked = requestedSlowdown();
    const cpu = asked === undefined ? await calibrate(baseUrl, chrome.port) : { slowdown: asked };
    const rows: LighthouseRow[] = [];
    let state: AuditedPage['state'] | undefined;
    for (const page of pages) {
      if (page.state !== state) await setUpState(page.state, baseUrl, chrome.port);
      state = page.state;
      const audits: Awaited<ReturnType<typeof auditOnce>>[] = [];
      for (let run = 0; run < RUNS; run++)
        audits.push(await auditOnce(baseUrl, page, chrome.port, cpu.slowdown));
      rows.push({
        page,
        median: medianRun(audits.map((a) => a.run)),
        lcpElements: [...new Set(audits.map((a) => a.lcpElement))],
      });
    }
    return { cpu, rows };
  } finally {
    chrome.kill();
  }
}

export function printLighthouse({ cpu, rows }: LighthouseScores): void {
  const t = LIGHTHOUSE_TARGETS;
  console.info(`\nLighthouse (mobile preset, Debian Chromium): medians of ${RUNS} runs per page`);
  console.info(
    cpu.benchmarkIndex === undefined
      ? `CPU slowdown ${cpu.slowdown}×, as BENCH_LIGHTHOUSE_CPU asked (Lighthouse's preset: ${LIGHTHOUSE_SLOWDOWN}×)`
      : `CPU slowdown ${cpu.slowdown}×, calibrated: this host's benchmarkIndex ${Math.round(cpu.benchmarkIndex)} (median of ${RUNS}), ` +
          `Lighthouse's ${LIGHTHOUSE_SLOWDOWN}× scaled from its reference host of ${REFERENCE_BENCHMARK_INDEX} (lighthouse-cpu.ts)`,
  );
  console.info(
    `Targets: performance ≥ ${t.performance}, accessibility ≥ ${t.accessibility}, SEO ${t.seo} where indexable, ` +
      `LCP ≤ ${t.lcpMs} ms, TBT ≤ ${t.tbtMs} ms, CLS < ${t.clsBelow}`,
  );
  printTable(
    ['page', 'path', 'state', 'performance', 'accessibility', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'targets'],
    rows.map(({ page, median }) => {
      const misses = missedTargets(median, page.indexable);
      return [
        page.name,
        page.path,
        page.state,
        median.performance,
        median.accessibility,
        page.indexable ? median.seo : `${median.seo} (noindex)`,
        median.lcpMs,
        median.tbtMs,
        median.cls,
        misses.length === 0 ? 'all met' : `missed: ${misses.join(', ')}`,
      ];
    }),
  );
  console.info("\nThe largest paint of each page (Lighthouse's largest-contentful-paint-element):");
  for (const { page, lcpElements } of rows) console.info(`${page.name}: ${lcpElements.join(' | ')}`);
}
