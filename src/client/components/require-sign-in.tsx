import type { ReactNode } from 'react';
import { useAppSelector } from '../app/hooks';
import { Navigate, useLocation } from 'react-router-dom';
import { selectIsSignedIn } from '../api/session-slice';

/** Where sign-in sends the user back to: the location state `{ from }` set here. */
export interface SignInRedirectState {
  from?: string;
}

/**
 * Signed-in-only screens (deposit): a signed-out visitor goes to /signin, which returns them here
 * after signing in. The profile shows its own 'Authentication Required' state instead (DECISIONS.md).
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/signin" replace state={{ from } satisfies SignInRedirectState} />;
  }
  return children;
}
