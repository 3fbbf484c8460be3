import { useEffect, useState } from 'react';

// Past this, the page is taken as painted anyway: a background tab reports no paints (and runs no
// animation frames), and what waits must still arrive.
const LONGEST_WAIT_MS = 500;

/**
 * Calls `done` once the page's first contentful paint has reached the screen, as the browser reports
 * it (at once if it already has), or after an animation frame and one more task where the browser
 * reports no paints. Returns a cancel function.
 */
function whenFirstPaintShown(done: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const finish = () => {
    cancel();
    timer = setTimeout(done, 0);
  };
  const fallback = setTimeout(() => {
    cancel();
    done(); // a task of its own already
  }, LONGEST_WAIT_MS);
  let cancelWait = () => {};
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
    cancelWait = () => observer.disconnect();
  } else if (typeof requestAnimationFrame === 'function') {
    const frame = requestAnimationFrame(finish);
    cancelWait = () => cancelAnimationFrame(frame);
  } else {
    finish();
  }
  function cancel() {
    clearTimeout(fallback);
    cancelWait();
  }
  return () => {
    cancel();
    clearTimeout(timer);
  };
}

/**
 * False on the first render, true once the page has been painted. React may run effects before the
 * browser paints, and the frame reaches the screen later still, so code asked for in an effect could
 * start downloading before the page is shown; Lighthouse then counts that download into the page's
 * largest paint (PERFORMANCE.md 2).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => whenFirstPaintShown(() => setPainted(true)), []);
  return painted;
}
