import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A chunk of the storefront build and the bytes each of its modules left in it (before compression). */
export interface BuiltChunk {
  fileName: string;
  modules: Record<string, number>;
}

export interface ChunkReportRow {
  fileName: string;
  compressedBytes: number;
  firstScreen: boolean;
  /** The heaviest sources of the chunk with their share of its minified bytes, heaviest first. */
  largestSources: { source: string; percent: number }[];
}

/**
 * Who a module belongs to: the package for a library (`react-dom`, `@reduxjs/toolkit`), the path
 * in the repository for our code (`web/src/…`, `contract/src/…`), so a chunk reads as "react-dom 60 %" rather than forty file names.
 */
export function moduleSource(id: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '');
  const inPackages = clean.lastIndexOf('/node_modules/');
  if (inPackages >= 0) {
    const [scopeOrName = '', name = ''] = clean.slice(inPackages + '/node_modules/'.length).split('/');
    return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
  }
  const inRepository = clean.search(/\/(web|contract)\/src\//);
  return inRepository >= 0 ? clean.slice(inRepository + 1) : clean;
}

/** A chunk's minified bytes grouped by source, heaviest first, each as a whole percentage of the chunk. */
export function sourceShares(modules: Record<string, number>, top: number): ChunkReportRow['largestSources'] {
  const bySource = new Map<string, number>();
  for (const [id, bytes] of Object.entries(modules))
    bySource.set(moduleSource(id), (bySource.get(moduleSource(id)) ?? 0) + bytes);
  const total = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
  return [...bySource]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([source, bytes]) => ({ source, percent: Math.round((100 * bytes) / total) }));
}

/**
 * The size of a file as the server sends it with `encoding`: the build writes `.br` and `.gz` beside
 * every script over 1 KB and the server sends those as they are; smaller scripts go uncompressed.
 */
export function servedBytes(path: string, encoding: string): number {
  const suffix = encoding === 'br' ? '.br' : encoding === 'gzip' ? '.gz' : '';
  return suffix && existsSync(path + suffix) ? statSync(path + suffix).size : statSync(path).size;
}

/** The chunks of a build, largest as sent first, marked when the first screen of a measured page loads them. */
export function chunkReport(
  chunks: BuiltChunk[],
  {
    distDir,
    encoding,
    firstScreenFiles,
  }: { distDir: string; encoding: string; firstScreenFiles: Set<string> },
): ChunkReportRow[] {
  return chunks
    .map((chunk) => ({
      fileName: chunk.fileName,
      compressedBytes: servedBytes(join(distDir, chunk.fileName), encoding),
      firstScreen: firstScreenFiles.has(chunk.fileName),
      largestSources: sourceShares(chunk.modules, 3),
    }))
    .sort((a, b) => b.compressedBytes - a.compressedBytes);
}

export const readBuiltChunks = (file: string): BuiltChunk[] => JSON.parse(readFileSync(file, 'utf8'));
