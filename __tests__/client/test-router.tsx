import type { ReactElement } from 'react';
import { MemoryRouter, useLocation, useNavigate, type InitialEntry, type Location, type NavigateFunction } from 'react-router-dom';
import { AppRoutes } from '../../src/client/app/routes';

/** What the tests read and drive: the current location, and navigation as a user's click would do it. */
export interface TestRouter {
  state: { location: Location };
  /** Wrap calls in act(), as for any update from outside React. */
  navigate: (to: string) => void;
}

/**
 * The app's routes in a MemoryRouter (the app uses BrowserRouter), with a handle on the location and
 * on navigate, read from inside the router.
 */
export function makeTestRouter(entry: InitialEntry): { router: TestRouter; element: ReactElement } {
  let navigateFn: NavigateFunction | null = null;
  const router: TestRouter = {
    state: { location: undefined as unknown as Location },
    navigate: (to) => void navigateFn!(to),
  };
  function Probe() {
    router.state.location = useLocation();
    navigateFn = useNavigate();
    return null;
  }
  const element = (
    <MemoryRouter initialEntries={[entry]}>
      <Probe />
      <AppRoutes />
    </MemoryRouter>
  );
  return { router, element };
}
