import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { renderInApp } from '../test-utils';

export interface RenderOptions {
  lng?: 'en' | 'bn';
  /** Where the MemoryRouter starts, for components that read or change the location. */
  path?: string;
}

/**
 * Renders one component (an admin tab, a dialog) with what the app gives it: a fresh store, the real
 * translations, theme, toasts and a router. `location.current` is the router's location after any
 * navigation the component makes. Stub the API with msw (see ../api-server.ts).
 */
export async function renderWithProviders(ui: ReactElement, { lng = 'en', path = '/admin/dashboard' }: RenderOptions = {}) {
  const location = { current: undefined as unknown as Location };
  function LocationProbe() {
    location.current = useLocation();
    return null;
  }
  const result = await renderInApp(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      {ui}
    </MemoryRouter>,
    { lng },
  );
  return { ...result, location };
}

/**
 * A phone for every test of the describe (or file) it is called in. jsdom has no media queries: every
 * max-width query matches and no min-width one does, so the tables turn into cards.
 */
export function phoneScreenForEachTest(): void {
  beforeEach(() => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      writable: true,
      value: (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }),
    });
  });
  afterEach(() => {
    delete (window as { matchMedia?: unknown }).matchMedia;
  });
}
