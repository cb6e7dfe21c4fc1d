import { Worker } from 'node:worker_threads';
import type { LoadResult } from './load.ts';
import type { LoadJob } from './load.worker.ts';

/** Node 20 does not hand tsx's loader to worker threads, so the worker registers it itself. */
const bootstrap = (module: URL) => `import('tsx/esm/api').then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(module.href)});
});`;

/**
 * Runs `module` in a worker thread with `data` as its workerData and resolves with the first message
 * it posts. The server under test keeps this process's event loop to itself; a client sharing it
 * would slow the server by its own work and flatter every ratio.
 */
export function inWorker<T>(module: URL, name: string, data: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(bootstrap(module), { eval: true, workerData: data });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker for ${name} stopped with code ${code}`));
    });
  });
}

/** Runs one load of `load.worker.ts` in a worker thread. */
export const offThread = (job: LoadJob): Promise<LoadResult> =>
  inWorker(new URL('./load.worker.ts', import.meta.url), job.name, job);
