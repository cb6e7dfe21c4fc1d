import type { FastifyInstance } from 'fastify';

const EVERY_MS = 60 * 60 * 1000;

/**
 * Runs `job` every hour while the app is up. A run never overlaps the one before, a failure is
 * logged and the next hour tries again, and closing the app waits for a run in progress.
 */
export function registerHourlyJob(app: FastifyInstance, name: string, job: () => Promise<void>) {
  let running: Promise<void> | undefined;
  const timer = setInterval(() => {
    running ??= job()
      .catch((error: unknown) => app.log.error({ err: error }, `${name} failed`))
      .finally(() => {
        running = undefined;
      });
  }, EVERY_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
