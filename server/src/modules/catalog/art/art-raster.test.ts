import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const LATIN = '/usr/share/fonts/truetype/dejavu';
const work = mkdtempSync(join(tmpdir(), 'art-fonts-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * The probe's answer in a process of its own (fontconfig reads its settings once per process): on
 * a machine with only these font folders, or, without any, with the fonts this machine has.
 */
async function drawsChineseWith(dirs?: string[]): Promise<boolean> {
  let env = process.env;
  if (dirs) {
    const config = join(work, `${dirs.length}-${dirs.map((d) => d.length).join('-')}.conf`);
    writeFileSync(
      config,
      `<?xml version="1.0"?><fontconfig>${dirs.map((d) => `<dir>${d}</dir>`).join('')}<cachedir>${work}</cachedir></fontconfig>`,
    );
    env = { ...process.env, FONTCONFIG_FILE: config };
  }
  const probe = new URL('./art-raster.ts', import.meta.url).pathname;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `console.log(await (await import('${probe}')).drawsChinese())`,
    ],
    { env },
  );
  return stdout.trim() === 'true';
}

describe('drawsChinese', () => {
  it('says no on a machine with Latin fonts only, where 一 comes out as a box', async () => {
    expect(await drawsChineseWith([LATIN])).toBe(false);
  });

  it('says no on a machine with no fonts at all', async () => {
    expect(await drawsChineseWith([])).toBe(false);
  });

  // The shop's tests run where the storefront's fonts are installed (README: fonts-noto-cjk).
  it("says yes with this machine's own fonts, Noto CJK among them", async () => {
    expect(await drawsChineseWith()).toBe(true);
  });
});
