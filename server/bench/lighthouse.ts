import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export interface LighthouseRow {
  page: string;
  performance: number;
  accessibility: number;
  seo: number;
  lcpMs: number;
}

/** Lighthouse's default (mobile) preset in Debian's Chromium, one page at a time. */
export async function lighthouseScores(baseUrl: string, pages: string[]): Promise<LighthouseRow[]> {
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
    const rows: LighthouseRow[] = [];
    for (const page of pages) {
      const audit = () =>
        lighthouse(`${baseUrl}${page}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'seo'],
        });
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART) and asks to be run again.
      let lhr = (await audit())?.lhr;
      if (lhr?.runtimeError) {
        console.warn(`Lighthouse on ${page}: ${lhr.runtimeError.code}, measured again`);
        lhr = (await audit())?.lhr;
      }
      if (!lhr) throw new Error(`Lighthouse gave no result for ${page}`);
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      rows.push({
        page,
        performance: score('performance'),
        accessibility: score('accessibility'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      });
    }
    return rows;
  } finally {
    chrome.kill();
  }
}
