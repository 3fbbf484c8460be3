import type { FastifyInstance } from 'fastify';
import { sweepOrphanUploads } from './upload-records';

const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * Runs the orphan-upload sweep at start and then hourly. The timer is unref'd (it never keeps the
 * process alive) and stopped when the app closes; a failed sweep is logged and tried again later.
 * Several processes may sweep at once: sweepOrphanUploads is safe for that.
 */
export function startOrphanUploadSweep(app: FastifyInstance, everyMs = SWEEP_EVERY_MS): void {
  let running: Promise<unknown> | null = null;
  const sweep = () => {
    if (running) return;
    running = sweepOrphanUploads(app.db, app.storage, { log: app.log })
      .catch((error: unknown) => app.log.error({ err: error }, 'orphan upload sweep failed'))
      .finally(() => (running = null));
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
  sweep();
}
