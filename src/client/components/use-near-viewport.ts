import { useCallback, useState } from 'react';

/**
 * Whether an element is on screen or within half a screen below it: for pictures down a long list. The
 * browser's own lazy loading starts them 1,250-2,500 px ahead, which on a phone is most of the projects
 * list (six more card pictures, some 100 KB of a visitor's mobile data, fetched beside the first card's
 * picture the screen is waiting for). Once near, it stays so. Without IntersectionObserver, near at once.
 */
export function useNearViewport<T extends Element>(): [(element: T | null) => (() => void) | undefined, boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver !== 'function');
  const ref = useCallback(
    (element: T | null) => {
      if (!element || near) return undefined;
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer.disconnect();
          setNear(true);
        },
        { rootMargin: '50% 0px' },
      );
      observer.observe(element);
      return () => observer.disconnect();
    },
    [near],
  );
  return [ref, near];
}
