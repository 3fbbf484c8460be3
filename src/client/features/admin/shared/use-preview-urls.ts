import { useEffect, useState } from 'react';

/** An image the admin picked: a file still to upload, or the URL of one already stored. */
export type ImageSource = File | string;

/**
 * What an <img> shows for each image: a stored image's URL, or an object URL for a chosen file.
 * Object URLs are released when the images change and when the screen closes. `sources` must keep
 * its identity between renders (state, or memoised).
 */
export function usePreviewUrls(sources: readonly ImageSource[]): (string | null)[] {
  const [objectUrls, setObjectUrls] = useState<ReadonlyMap<File, string>>(() => new Map());
  useEffect(() => {
    const made = new Map<File, string>();
    for (const source of sources) if (typeof source !== 'string') made.set(source, URL.createObjectURL(source));
    setObjectUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [sources]);
  return sources.map((source) => (typeof source === 'string' ? source : (objectUrls.get(source) ?? null)));
}

export const imageName = (source: ImageSource): string => (typeof source === 'string' ? (source.split('/').pop() ?? source) : source.name);
