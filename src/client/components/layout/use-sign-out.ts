import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useSnackbar } from '../toast-provider';
import { SIGN_OUT_ERROR_TOAST } from './sign-out-toasts';

/**
 * The header's and the admin shell's Sign out. Its work (sign-out.ts) loads on the first click: it is
 * in no first screen, and kept out of the first load (PERFORMANCE.md 1). A second click while one is
 * running does nothing.
 */
export function useSignOut(): () => void {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const { t } = useTranslation();
  const pending = useRef(false);
  return () => {
    if (pending.current) return;
    pending.current = true;
    import(/* webpackChunkName: "sign-out" */ './sign-out')
      .then(({ signOut }) => signOut({ dispatch, navigate, enqueueSnackbar, t }))
      .catch(() => enqueueSnackbar(t('common.networkError'), SIGN_OUT_ERROR_TOAST))
      .finally(() => {
        pending.current = false;
      });
  };
}
