/**
 * Smaller copies of public uploads (project and promotion images), made by the server on first request
 * and kept: GET /images/{width}/{key} answers the image at `/uploads/{key}` at most `width` pixels
 * wide, as WebP. Pages offer them in a srcset so a phone loads a 15 KB image, not the 70 KB original
 * (PERFORMANCE.md 2).
 */
export const IMAGE_VARIANT_WIDTHS = [240, 480, 800, 1600] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

export const UPLOADS_PREFIX = '/uploads/';
export const IMAGE_VARIANTS_PREFIX = '/images/';

export const imageVariantPath = (width: ImageVariantWidth, key: string) => `${IMAGE_VARIANTS_PREFIX}${width}/${key}`;

export function isImageVariantWidth(width: number): width is ImageVariantWidth {
  return (IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width);
}

/** The srcset of the upload at `/uploads/{key}`: its smaller copies, each `{origin}/images/{width}/{key} {width}w`. */
export function variantSrcSet(key: string, origin = ''): string {
  return IMAGE_VARIANT_WIDTHS.map((width) => `${origin}${imageVariantPath(width, key)} ${width}w`).join(', ');
}
