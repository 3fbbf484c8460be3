import type { Server } from 'node:http';

/**
 * The requests the server is answering right now, so background work on SQLite's one connection can
 * wait for a quiet moment between its steps: a request runs several queries one after another, and
 * a step that starts between two of them makes it wait the step's length once more.
 */
export class RequestsInFlight {
  private count = 0;
  private waiters: Array<() => void> = [];

  /** Counts every request of the server, from its arrival until its answer is sent or its connection closes. */
  track(server: Server): void {
    server.on('request', (_request, response) => {
      this.count += 1;
      response.once('close', () => this.done());
    });
  }

  private done(): void {
    this.count -= 1;
    if (this.count > 0) return;
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** Resolves once no request is in flight, or after maxWaitMs, so the work goes on under steady load too. */
  quiet(maxWaitMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, maxWaitMs);
      this.waiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
