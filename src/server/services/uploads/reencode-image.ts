import { concurrencySlots } from '../concurrency-slots';
import { loadSharp } from '../load-sharp';
import { IMAGE_TYPES, type ImageType } from './image-type';
import { uploadErrors } from './upload-errors';

/** Larger images are refused before decoding: a small PNG can unpack into gigabytes (decompression bomb). */
export const MAX_IMAGE_PIXELS = 25_000_000;

// Decoding is the large part of an upload's memory: one image at a time means ten simultaneous
// uploads wait their turn (a few hundred ms each) instead of growing the process (PERFORMANCE.md
// row 5: two at once measured 46-50 MB of growth for ten 5 MB uploads, one at a time 36-45 MB).
const withSlot = concurrencySlots(1);

export interface EncodedImage {
  extension: 'png' | 'jpg';
  contentType: string;
}

/**
 * Decodes `input` and writes it to `output`, re-encoded in its own format: EXIF orientation is applied, then every
 * metadata block (EXIF, GPS, comments) is dropped, and so are bytes appended after the image
 * (a script hidden in a "polyglot" file), because only decoded pixels are written back.
 */
export async function reencodeImage(input: string, output: string, type: ImageType): Promise<EncodedImage> {
  const sharp = await loadSharp();
  return withSlot(async () => {
    const image = sharp(input, { limitInputPixels: MAX_IMAGE_PIXELS }).rotate();
    try {
      // Written to a file, not a buffer: libvips streams the encoded image out instead of
      // growing one buffer and copying it into another.
      await (type === 'png' ? image.png() : image.jpeg({ quality: 90 })).toFile(output);
      return IMAGE_TYPES[type];
    } catch (error) {
      if (error instanceof Error && /pixel limit/i.test(error.message)) throw uploadErrors.tooManyPixels();
      throw uploadErrors.unreadable();
    }
  });
}
