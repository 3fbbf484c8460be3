import Box from '@mui/material/Box';
import type { AuthResponse } from '../../../shared/api-types';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { useLocation, useNavigate } from 'react-router-dom';
import { useLoginMutation } from '../../api/auth-api';
import { useVerifyTwoFactorMutation } from '../../api/two-factor-api';
import { STORAGE_KEYS, writeStored } from '../../api/browser-storage';
import { TOKEN_KEY, tokenChanged } from '../../api/session-slice';
import { useSnackbar } from '../../components/toast-provider';
import type { NavigationToast } from '../../components/use-navigation-toast';
import { PAGE_TOAST_OPTIONS } from '../../components/use-pending-toasts';
import { ADMIN_AFTER_SIGN_IN, DEFAULT_AFTER_SIGN_IN, isProjectsList, redirectTarget } from './safe-redirect';
import { failureText, readFailure, type ServerFailure } from '../../api/server-failure';
import { signInSchema, type SignInValues } from './sign-in-schema';

/** Where code entry lives, and the sign-up wizard's step it resumes at (the sign-up feature reads both). */
const CODE_ENTRY_PATH = '/signup/verify/otp';
const CODE_STEP = 'code';

/**
 * Where sign-in stands: the password form; the same form with the code mailed past the
 * per-account limit; or, with two-factor on, the authenticator code for a challenge.
 */
export type SignInStep = { kind: 'password' } | { kind: 'emailCode' } | { kind: 'authenticator'; challenge: string };

export interface SignInControls {
  signIn: (values: SignInValues & { emailCode?: string }) => Promise<void>;
  /** The second step: an authenticator or recovery code for the challenge. */
  verifyCode: (code: string) => Promise<void>;
  /** Back to the password form (the challenge is dropped). */
  restart: () => void;
  step: SignInStep;
  pending: boolean;
}

/**
 * Signs in and handles every answer (spec sections 2, 7, 8): success stores the token and goes back
 * to where RequireSignIn came from, or to the projects list (an administrator: the dashboard); an unverified account goes to code entry;
 * two-factor asks for the authenticator code; past the per-account limit the mailed code is asked for.
 */
export function useSignIn({ newAccount = false }: { newAccount?: boolean } = {}): SignInControls {
  const { t, i18n } = useTranslation();
  const [login, { isLoading }] = useLoginMutation();
  const [verify, { isLoading: verifying }] = useVerifyTwoFactorMutation();
  const [step, setStep] = useState<SignInStep>({ kind: 'password' });
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { enqueueSnackbar } = useSnackbar();

  function finish({ token, user }: AuthResponse) {
    writeStored(TOKEN_KEY, token);
    dispatch(tokenChanged(token));
    const message = t('signIn.success');
    // An administrator lands on the dashboard; a page that sent them here still wins.
    const target = redirectTarget(location.state) ?? (user.role === 'admin' ? ADMIN_AFTER_SIGN_IN : DEFAULT_AFTER_SIGN_IN);
    if (isProjectsList(target)) {
      // A new account's first sign-in is welcomed, not welcomed back.
      const toast: NavigationToast = { type: 'success', message, ...(newAccount ? { description: t('signIn.welcomeNew') } : {}) };
      void navigate(target, { replace: true, state: { toast } });
    } else {
      enqueueSnackbar(message, { variant: 'success', ...PAGE_TOAST_OPTIONS });
      void navigate(target, { replace: true });
    }
  }

  /**
   * The password step shows the spec's 'Invalid credentials' fallback for any failure without a server
   * message; the authenticator step (ours, not the spec's) says a network failure is one, since
   * "invalid credentials" would send the user to retype a code that was never checked.
   */
  function showFailure(failure: ServerFailure, fallbackOnNetwork: boolean) {
    // The two-factor and sign-in-code answers are translated in their own block.
    const codesKey = failure.code && i18n.exists(`twoFactor.codes.${failure.code}`) ? 'twoFactor.codes' : 'signIn.codes';
    const text = failureText(failure, { t, i18n, codesKey, fallback: t('signIn.failedFallback'), fallbackOnNetwork });
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

  async function signIn(values: SignInValues & { emailCode?: string }): Promise<void> {
    const { email, password } = signInSchema.cast(values);
    const emailCode = values.emailCode?.trim() || undefined;
    try {
      const answer = await login({ email, password, ...(emailCode ? { emailCode } : {}) }).unwrap();
      if ('twoFactorRequired' in answer) {
        setStep({ kind: 'authenticator', challenge: answer.challenge });
        return;
      }
      finish(answer);
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
      if (failure.code === 'SIGN_IN_CODE_REQUIRED') {
        // Not a failure to shout about: the form explains and shows the code field.
        setStep({ kind: 'emailCode' });
        return;
      }
      showFailure(failure, true);
    }
  }

  async function verifyCode(code: string): Promise<void> {
    if (step.kind !== 'authenticator') return;
    try {
      finish(await verify({ challenge: step.challenge, code: code.trim() }).unwrap());
    } catch (error) {
      const failure = readFailure(error);
      // An expired or burnt challenge cannot be retried: back to the password.
      if (failure.code === 'TWO_FACTOR_CHALLENGE_INVALID') setStep({ kind: 'password' });
      showFailure(failure, false);
    }
  }

  return { signIn, verifyCode, restart: () => setStep({ kind: 'password' }), step, pending: isLoading || verifying };
}
