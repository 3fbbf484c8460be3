import type { FastifyBaseLogger } from 'fastify';
import { createPendingWork } from './pending-work';
import { yieldToOthers } from '../yield-to-others';

/**
 * Runs account work (a reset token, a new code and their mails) after the answer has gone out.
 * Whether there is such work depends on whether the account exists, and doing it before answering
 * made known accounts answer ~2 ms slower, every time (SECURITY.md 3). setImmediate runs
 * once the answer is written (its hooks are promise steps, which all finish first). A failure is
 * logged; `drain` lets the app finish pending work before it closes.
 */
export function createAfterReply() {
  const pending = createPendingWork();
  return {
    run(work: () => Promise<void>, log: FastifyBaseLogger, what: string): void {
      pending.track(
        yieldToOthers()
          .then(work)
          .catch((err: unknown) => log.error({ err }, `${what} failed after the answer`)),
      );
    },
    drain: pending.drain,
  };
}
