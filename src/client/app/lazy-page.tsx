import { lazy, useState, type ComponentType } from 'react';

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the screen's code ahead of its first render; resolves once it is in. */
  preload: () => Promise<void>;
}

/**
 * A screen whose code loads on demand, as React.lazy does, that can also be loaded before it first
 * renders (preloadRoute in routes.tsx): a page opened directly then renders at once, with no spinner
 * and no second render in between (PERFORMANCE.md 2).
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null; // a failed download (offline) is tried again on the next visit
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded as ComponentType<P> })));

  function Page(props: P) {
    // Chosen once per mount: a page that mounted through Suspense keeps that element and never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Page.preload = preload;
  return Page;
}
