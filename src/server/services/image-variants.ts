import fs from 'node:fs/promises';
import path from 'node:path';
import type { ImageVariantWidth } from '../../shared/image-variants';
import { concurrencySlots } from './concurrency-slots';
import { loadSharp } from './load-sharp';
import { MAX_IMAGE_PIXELS } from './uploads/reencode-image';

// Two at a time: a page asks for several at once the first time, and each takes a few tens of ms.
const withSlot = concurrencySlots(2);

/** Requests for a variant that is being made wait for that one making instead of starting another. */
const making = new Map<string, Promise<string | null>>();

/**
 * The WebP copy of the public upload `source`, at most `width` pixels wide (never enlarged), from the
 * cache directory or made into it now. null when there is no such upload or it cannot be decoded.
 * The cache is keyed by the upload's key, which never names a different image later (keys are new ids).
 */
export function imageVariant(source: string, cacheDir: string, width: ImageVariantWidth, key: string): Promise<string | null> {
  const target = path.join(cacheDir, String(width), `${key}.webp`);
  const pending = making.get(target);
  if (pending) return pending;
  const work = (async () => {
    try {
      await fs.access(target);
      return target;
    } catch {
      // not made yet
    }
    try {
      if (!(await fs.stat(source)).isFile()) return null;
    } catch {
      return null;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed into place, so a reader never sees half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.partial`;
    try {
      const sharp = await loadSharp();
      await withSlot(() => sharp(source, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 72 }).toFile(partial));
      await fs.rename(partial, target);
      return target;
    } catch {
      await fs.rm(partial, { force: true });
      return null;
    }
  })().finally(() => making.delete(target));
  making.set(target, work);
  return work;
}
