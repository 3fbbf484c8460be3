import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { useDispatch } from 'react-redux';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../api/auth-api';
import { STORAGE_KEYS, writeStored } from '../../api/browser-storage';
import { TOKEN_KEY, tokenChanged } from '../../api/session-slice';
import { useSnackbar } from '../../components/toast-provider';
import type { NavigationToast } from '../../components/use-navigation-toast';
import { PAGE_TOAST_OPTIONS } from '../../components/use-pending-toasts';
import { DEFAULT_AFTER_SIGN_IN, isProjectsList, redirectTarget } from './safe-redirect';
import { failureText, readFailure } from '../../api/server-failure';
import { signInSchema, type SignInValues } from './sign-in-schema';

/** Where code entry lives, and the sign-up wizard's step it resumes at (the sign-up feature reads both). */
const CODE_ENTRY_PATH = '/signup/verify/otp';
const CODE_STEP = 'code';

/**
 * Signs in and handles every answer (spec sections 2, 7, 8): success stores the token and goes back
 * to where RequireSignIn came from, or to the projects list; an unverified account goes to code entry.
 */
export function useSignIn(): { signIn: (values: SignInValues) => Promise<void>; pending: boolean } {
  const { t, i18n } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();

  async function signIn(values: SignInValues): Promise<void> {
    const { email, password } = signInSchema.cast(values);
    try {
      const { token } = await login({ email, password }).unwrap();
      writeStored(TOKEN_KEY, token);
      dispatch(tokenChanged(token));
      const message = t('signIn.success');
      const target = redirectTarget(location.state) ?? DEFAULT_AFTER_SIGN_IN;
      if (isProjectsList(target)) {
        const toast: NavigationToast = { type: 'success', message };
        void navigate(target, { replace: true, state: { toast } });
      } else {
        enqueueSnackbar(message, { variant: 'success', ...PAGE_TOAST_OPTIONS });
        void navigate(target, { replace: true });
      }
    } catch (error) {
      const failure = readFailure(error);
      if (failure.code === 'EMAIL_NOT_VERIFIED') {
        // The server has already mailed a new code; the sign-up wizard resumes at code entry.
        writeStored(STORAGE_KEYS.signUpEmail, email);
        writeStored(STORAGE_KEYS.signUpStep, CODE_STEP);
        enqueueSnackbar(t('signIn.unverified'), { variant: 'info', ...PAGE_TOAST_OPTIONS });
        void navigate(CODE_ENTRY_PATH);
        return;
      }
      const text = failureText(failure, { t, i18n, codesKey: 'signIn.codes', fallback: t('signIn.failedFallback') });
      enqueueSnackbar(
        <Box>
          <Box component="strong" sx={{ display: 'block' }}>
            {t('signIn.failedTitle')}
          </Box>
          {text}
        </Box>,
        { variant: 'error', ...PAGE_TOAST_OPTIONS },
      );
    }
  }

  return { signIn, pending: isLoading };
}
