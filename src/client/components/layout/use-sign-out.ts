import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useNavigate } from 'react-router-dom';
import { api } from '../../api/api-slice';
import { useLogoutMutation } from '../../api/auth-api';
import { readStored, writeStored } from '../../api/browser-storage';
import { TOKEN_KEY, tokenChanged } from '../../api/session-slice';
import { useSnackbar } from '../toast-provider';

/** Spec section 9, public header area: 4 s by default, 2 s for a success. */
const SUCCESS_TOAST = { variant: 'success', autoHideDuration: 2000 } as const;
const ERROR_TOAST = { variant: 'error', autoHideDuration: 4000 } as const;

/** The server's `message` of a failed answer, if it sent one. */
function serverMessage(error: unknown): string | null {
  const data = (error as { data?: unknown } | null)?.data;
  const message = data && typeof data === 'object' ? (data as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() ? message : null;
}

/**
 * Signs out (spec sections 4, 8): ends the session on the server, then forgets it in this browser and
 * goes to /signin. A 401 means the server has already ended it, so it is forgotten here too; any other
 * failure keeps the user signed in, so they can try again.
 */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const [logout] = useLogoutMutation();
  const pending = useRef(false);

  const forgetSession = () => {
    writeStored(TOKEN_KEY, null);
    dispatch(tokenChanged(null));
    dispatch(api.util.resetApiState());
    void navigate('/signin');
  };

  return () => {
    if (pending.current) return;
    if (!readStored(TOKEN_KEY)) {
      forgetSession();
      enqueueSnackbar(t('signOut.noToken'), ERROR_TOAST);
      return;
    }
    pending.current = true;
    logout()
      .unwrap()
      .then(
        () => {
          forgetSession();
          enqueueSnackbar(t('toast.loggedOut'), SUCCESS_TOAST);
        },
        (error: unknown) => {
          const status = (error as { status?: unknown } | null)?.status;
          if (status === 401) {
            forgetSession();
            enqueueSnackbar(t('toast.loggedOut'), SUCCESS_TOAST);
          } else if (status === 'FETCH_ERROR') {
            enqueueSnackbar(t('common.networkError'), ERROR_TOAST);
          } else {
            enqueueSnackbar(t('signOut.failed', { message: serverMessage(error) ?? t('signOut.unknownError') }), ERROR_TOAST);
          }
        },
      )
      .finally(() => {
        pending.current = false;
      });
  };
}
