import type { TFunction } from 'i18next';
import type { NavigateFunction } from 'react-router-dom';
import type { AppDispatch } from '../../app/store';
import { api } from '../../api/api-slice';
import { authApi } from '../../api/auth-api';
import { readStored, writeStored } from '../../api/browser-storage';
import { readAnswer } from '../../api/read-answer';
import { TOKEN_KEY, tokenChanged } from '../../api/session-slice';
import type { useSnackbar } from '../toast-provider';
import { SIGN_OUT_ERROR_TOAST, SIGN_OUT_SUCCESS_TOAST } from './sign-out-toasts';

export interface SignOutContext {
  dispatch: AppDispatch;
  navigate: NavigateFunction;
  enqueueSnackbar: ReturnType<typeof useSnackbar>['enqueueSnackbar'];
  t: TFunction;
}

/**
 * Signs out (spec sections 4, 8): ends the session on the server, then forgets it in this browser and
 * goes to /signin. A 401 means the server has already ended it, so it is forgotten here too; any other
 * failure keeps the user signed in, so they can try again.
 */
export async function signOut({ dispatch, navigate, enqueueSnackbar, t }: SignOutContext): Promise<void> {
  const forgetSession = () => {
    writeStored(TOKEN_KEY, null);
    dispatch(tokenChanged(null));
    dispatch(api.util.resetApiState());
    void navigate('/signin');
  };
  if (!readStored(TOKEN_KEY)) {
    forgetSession();
    enqueueSnackbar(t('signOut.noToken'), SIGN_OUT_ERROR_TOAST);
    return;
  }
  const request = dispatch(authApi.endpoints.logout.initiate());
  try {
    await request.unwrap();
    forgetSession();
    enqueueSnackbar(t('toast.loggedOut'), SIGN_OUT_SUCCESS_TOAST);
  } catch (error) {
    const status = (error as { status?: unknown } | null)?.status;
    if (status === 401) {
      forgetSession();
      enqueueSnackbar(t('toast.loggedOut'), SIGN_OUT_SUCCESS_TOAST);
    } else if (status === 'FETCH_ERROR') {
      enqueueSnackbar(t('common.networkError'), SIGN_OUT_ERROR_TOAST);
    } else {
      enqueueSnackbar(t('signOut.failed', { message: readAnswer(error).message ?? t('signOut.unknownError') }), SIGN_OUT_ERROR_TOAST);
    }
  } finally {
    request.reset();
  }
}
