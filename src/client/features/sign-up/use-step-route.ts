import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { SignUpEvent } from './machines/sign-up-machine';

export const SIGN_UP_PATH = '/signup';
/** The canonical code-entry path; /signup/verify and /signup/verify/OTP show the same screen (spec section 2). */
export const CODE_ENTRY_PATH = '/signup/verify/otp';

export const isCodeEntryPath = (pathname: string): boolean => /^\/signup\/verify(\/otp)?\/?$/i.test(pathname);

type Screen = 'form' | 'code';

/**
 * Keeps the URL and the wizard together. When the machine moves (continue, start over, a resumed
 * step) the URL follows; when the URL moves (Back, Forward, a link) the machine follows.
 * The details and phone steps share /signup; code entry has its own path.
 */
export function useStepRoute(atCodeEntry: boolean, done: boolean, send: (event: SignUpEvent) => void): void {
  const location = useLocation();
  const navigate = useNavigate();
  const machineScreen: Screen = atCodeEntry ? 'code' : 'form';
  const urlScreen: Screen = isCodeEntryPath(location.pathname) ? 'code' : 'form';
  // Both sides as last seen, so a repeated effect run (StrictMode) mistakes nothing for a move.
  const last = useRef<{ machine: Screen | null; url: Screen }>({ machine: null, url: urlScreen });

  useEffect(() => {
    if (done) return;
    const first = last.current.machine === null;
    const machineMoved = machineScreen !== last.current.machine;
    const urlMoved = urlScreen !== last.current.url;
    last.current = { machine: machineScreen, url: urlScreen };
    if (machineScreen === urlScreen) return;
    if (machineMoved) {
      // Only going forward to code entry adds a history entry, so Back returns to the phone step.
      void navigate(machineScreen === 'code' ? CODE_ENTRY_PATH : SIGN_UP_PATH, { replace: first || machineScreen === 'form' });
    } else if (urlMoved) {
      send(urlScreen === 'code' ? { type: 'OPEN_CODE_ENTRY' } : { type: 'BACK' });
    }
  }, [machineScreen, urlScreen, done, navigate, send]);
}
