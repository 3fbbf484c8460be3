/**
 * The public project list, serialised once and served to every visitor until it changes: every
 * home page and projects page loads it, and building it (100 rows, JSON, ETag hash) cost more
 * than a millisecond each time (PERFORMANCE.md row 3).
 *
 * This process's own project writes drop it at once. Another API process's writes (scale-out)
 * show within `maxAgeMs`, the one staleness this accepts; money totals never come from here.
 */
import type { TaggedJson } from '../http-cache';

export class ProjectListCache {
  // One entry, never one per caller: keying on anything from the request (it was the Host header)
  // let a few hundred requests with made-up hosts grow the cache without bound.
  private entry: { list: TaggedJson; at: number; generation: number } | null = null;
  private generation = 0;

  constructor(private readonly maxAgeMs = 1000) {}

  /** The cached list, or a fresh one from `build`. */
  async get(build: () => Promise<TaggedJson>): Promise<TaggedJson> {
    const entry = this.entry;
    if (entry && entry.generation === this.generation && performance.now() - entry.at < this.maxAgeMs) return entry.list;
    const generation = this.generation;
    const built = await build();
    // An unchanged list keeps the bytes already encoded from it, so a list that is only re-read
    // each `maxAgeMs` is not compressed again.
    const list = entry?.list.etag === built.etag ? entry.list : built;
    // A write that landed while this list was read must not be hidden behind it.
    if (generation === this.generation) this.entry = { list, at: performance.now(), generation };
    return list;
  }

  /** How many lists are held (always 0 or 1); tests check the bound. */
  get size(): number {
    return this.entry ? 1 : 0;
  }

  invalidate(): void {
    this.generation += 1;
    this.entry = null;
  }
}
