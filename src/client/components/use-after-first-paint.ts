import { useEffect, useState } from 'react';

/**
 * False on the first render, true once the browser has painted it. React may run effects before the
 * browser paints, so code asked for in an effect can start downloading before the page is on screen;
 * Lighthouse then counts that download into the page's largest paint (PERFORMANCE.md 2). Waiting for
 * the next animation frame and then one more task puts it after the paint.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterFrame = () => {
      timer = setTimeout(() => setPainted(true), 0);
    };
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(afterFrame) : undefined;
    if (frame === undefined) afterFrame();
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
