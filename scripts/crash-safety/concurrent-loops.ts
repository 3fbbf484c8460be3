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
