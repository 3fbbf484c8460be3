// Apart from project-image.ts, which every project card loads with the first page: only a project's
// own page (a lazy chunk) and the server's head hints need these (PERFORMANCE.md 1).

/** A project's pictures in the order its page shows them: the gallery, else the one card image, else none. */
export function projectGalleryImages(project: { galleryImages: string[]; defaultImage: string | null | undefined }): string[] {
  if (project.galleryImages.length > 0) return project.galleryImages;
  return project.defaultImage ? [project.defaultImage] : [];
}

/** A project page's main image: the page's width on phones; three fifths of the 1200px container from 900px. */
export const PROJECT_HERO_IMAGE_SIZES = '(min-width: 1200px) 690px, (min-width: 900px) 58vw, 100vw';
