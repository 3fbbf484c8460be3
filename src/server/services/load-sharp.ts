import type sharpModule from 'sharp';

let loaded: Promise<typeof sharpModule> | undefined;

/**
 * sharp (libvips), loaded with the first image rather than at start-up (PERFORMANCE.md 6: cold start).
 * Its operation cache is turned off: it would keep up to 50 MB after each upload (PERFORMANCE.md 5).
 */
export function loadSharp(): Promise<typeof sharpModule> {
  return (loaded ??= import('sharp').then(({ default: sharp }) => {
    sharp.cache(false);
    return sharp;
  }));
}
