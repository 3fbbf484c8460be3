/**
 * The only image types accepted, known by their first bytes (never by file name or declared type).
 * Two fixed signatures, checked by hand: `file-type` (ESM-only) knows hundreds of types
 * we refuse anyway, and cannot be required from the CommonJS server build.
 */
export type ImageType = 'png' | 'jpeg';

export const IMAGE_TYPES: Record<ImageType, { extension: 'png' | 'jpg'; contentType: string }> = {
  png: { extension: 'png', contentType: 'image/png' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Bytes needed to decide; fewer is enough only when the file itself is shorter. */
export const SNIFF_BYTES = PNG_SIGNATURE.length;

export function sniffImageType(head: Buffer): ImageType | null {
  if (head.length >= PNG_SIGNATURE.length && head.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'png';
  if (head.length >= JPEG_SIGNATURE.length && head.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'jpeg';
  return null;
}
