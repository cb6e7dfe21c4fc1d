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
 * The probe's answer on a machine with only these font folders, in a process of its own
 * (fontconfig reads its settings once per process). The yes of a machine with Noto CJK is the
 * WebP that art.route.test.ts gets with this machine's own fonts.
 */
async function drawsChineseWith(dirs: string[]): Promise<boolean> {
  const config = join(work, `${dirs.length}-${dirs.map((d) => d.length).join('-')}.conf`);
  writeFileSync(
    config,
    `<?xml version="1.0"?><fontconfig>${dirs.map((d) => `<dir>${d}</dir>`).join('')}<cachedir>${work}</cachedir></fontconfig>`,
  );
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
    { env: { ...process.env, FONTCONFIG_FILE: config } },
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
});
