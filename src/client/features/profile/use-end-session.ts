import { useCallback } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { TOKEN_KEY, selectToken, tokenChanged } from '../../api/session-slice';
import type { SignInRedirectState } from '../../components/require-sign-in';
import { useSnackbar } from '../../components/toast-provider';
import { PROFILE_ERROR_TOAST } from './toasts';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null; // blocked storage: nobody is signed in (session-slice reads it the same way)
  }
}

/**
 * Forgets a session the server no longer accepts (or a token gone from storage). `forgetSession`
 * stays on the page, which then shows why (the profile's 'Session expired' state, DECISIONS.md);
 * `endSession` says why in a toast and sends the user to /signin, which brings them back here
 * afterwards. The toast outlives the move, so the reason stays visible on the sign-in screen.
 */
export function useEndSession() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();
  const token = useAppSelector(selectToken);

  const forgetSession = useCallback(() => {
    try {
      localStorage.removeItem(TOKEN_KEY);
    } catch {
      // nothing stored to remove
    }
    dispatch(tokenChanged(null));
    // What was cached belongs to the ended session (as on sign-out).
    dispatch(api.util.resetApiState());
  }, [dispatch]);

  const endSession = useCallback(
    (message: string) => {
      enqueueSnackbar(message, PROFILE_ERROR_TOAST);
      void navigate('/signin', { replace: true, state: { from: location.pathname } satisfies SignInRedirectState });
      forgetSession();
    },
    [navigate, location.pathname, enqueueSnackbar, forgetSession],
  );

  const hasToken = useCallback(() => Boolean(token && storedToken()), [token]);
  return { endSession, forgetSession, hasToken };
}
