import i18next from 'i18next';
import { lazy, useState, type ComponentType } from 'react';
import type { PageStrings } from './i18n';

export interface LazyPage<P extends object> {
  (props: P): React.JSX.Element;
  /** Loads the screen's code ahead of its first render; resolves once it is in. */
  preload: () => Promise<void>;
}

/**
 * A screen whose code loads on demand, as React.lazy does, that can also be loaded before it first
 * renders (preloadRoute in routes.tsx): a page opened directly then renders at once, with no spinner
 * and no second render in between (PERFORMANCE.md 2). `strings`: the page's own strings file, if any.
 */
export function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, strings?: PageStrings): LazyPage<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<void> | null = null;
  // A page with a strings file of its own (i18n.ts) renders once both are in; a language switch later
  // loads that file with the rest.
  const loadAll = () => (strings ? Promise.all([load(), i18next.loadNamespaces(strings)]).then(([component]) => component) : load());
  const preload = () =>
    (loading ??= loadAll().then(
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
