import { Worker } from 'node:worker_threads';
import type { LoadResult } from './load.ts';
import type { LoadJob } from './load.worker.ts';

/** Node 20 does not hand tsx's loader to worker threads, so the worker registers it itself. */
const BOOTSTRAP = `import('tsx/esm/api').then((tsx) => {
  tsx.register();
  return import(${JSON.stringify(new URL('./load.worker.ts', import.meta.url).href)});
});`;

/**
 * Runs one load in a worker thread. The server under test keeps this process's event loop to
 * itself; a client sharing it would slow the server by its own work and flatter every ratio.
 */
export function offThread(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, { eval: true, workerData: job });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (code !== 0) reject(new Error(`the load worker for ${job.name} stopped with code ${code}`));
    });
  });
}
