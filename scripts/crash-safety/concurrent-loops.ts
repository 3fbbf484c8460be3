import { sleep } from './http';
import { shuffled } from './random';
import type { Slot, WorkerPool } from './worker-pool';

/**
 * What the crash run's loads (reviews, investments, distributions) share: N loops sending requests
 * side by side until stopped, and a stop that waits for the requests in flight to settle.
 */
export abstract class ConcurrentLoops {
  protected stopped = false;
  private readonly loops: Promise<void>[] = [];

  start(concurrency: number): void {
    for (let i = 0; i < concurrency; i += 1) this.loops.push(this.loop());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await Promise.all(this.loops);
  }

  /** One loop: sends until `stopped`. */
  protected abstract loop(): Promise<void>;
}

/** What a picking load chose to send, and whether it is a retry of a request left unanswered. */
export interface Picked<Op> {
  op: Op;
  retry: boolean;
}

/**
 * A load whose loops wait for a serving worker and something to send, then send it to the workers
 * ready at that moment (one, or two at once). Unanswered requests wait in `inDoubt` by key until a
 * pick retries them with the same key.
 */
export abstract class PickingLoops<Op> extends ConcurrentLoops {
  readonly inDoubt = new Map<string, Op>();

  protected async loop(): Promise<void> {
    while (!this.stopped) {
      const ready = this.pool.ready();
      const next = ready.length > 0 ? this.pick() : undefined;
      if (!next) {
        await sleep(20);
        continue;
      }
      await this.sendPicked(next, shuffled(ready) as [Slot, Slot | undefined]);
    }
  }

  /** The oldest unanswered request, taken for a retry `share` of the time, or undefined. */
  protected retryInDoubt(share: number): Picked<Op> | undefined {
    if (this.inDoubt.size === 0 || Math.random() >= share) return undefined;
    const [key, op] = this.inDoubt.entries().next().value as [string, Op];
    this.inDoubt.delete(key);
    return { op, retry: true };
  }

  protected abstract readonly pool: WorkerPool;
  protected abstract pick(): Picked<Op> | undefined;
  protected abstract sendPicked(picked: Picked<Op>, workers: [Slot, Slot | undefined]): Promise<void>;
}
