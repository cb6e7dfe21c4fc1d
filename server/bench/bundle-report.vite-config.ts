import { writeFileSync } from 'node:fs';
import storefront from '../../web/vite.config.ts';
import type { BuiltChunk } from './bundle-report.ts';

/**
 * The storefront's own build (web/vite.config.ts, unchanged) plus one plugin that writes which
 * modules make up each browser chunk, to `BUNDLE_REPORT_FILE`: the minified files no longer say.
 * Run by server/bench/first-screen.ts with `vite build --config` from `web/`.
 */
const reportFile = process.env.BUNDLE_REPORT_FILE ?? 'bundle-report.json';

const chunkModules = {
  name: 'bench:chunk-modules',
  // After Vite's own plugins: its CSS plugin drops the script of a chunk left with styles only.
  enforce: 'post' as const,
  generateBundle(
    this: { environment: { name: string } },
    _options: unknown,
    bundle: Record<
      string,
      { type: string; fileName: string; modules?: Record<string, { renderedLength: number }> }
    >,
  ) {
    if (this.environment.name !== 'client') return;
    const chunks: BuiltChunk[] = Object.values(bundle)
      .filter((output) => output.type === 'chunk')
      .map((chunk) => ({
        fileName: chunk.fileName,
        modules: Object.fromEntries(
          Object.entries(chunk.modules ?? {}).map(([id, module]) => [id, module.renderedLength]),
        ),
      }));
    writeFileSync(reportFile, JSON.stringify(chunks));
  },
};

export default { ...storefront, plugins: [...(storefront.plugins ?? []), chunkModules] };
