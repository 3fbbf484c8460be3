import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { useForgotPasswordMutation, useResetPasswordMutation } from '../../api/auth-api';
import { readStored, STORAGE_KEYS } from '../../api/browser-storage';
import { machineOptions } from '../../components/machine-inspector';
import { useSnackbar } from '../../components/toast-provider';
import { PAGE_TOAST_OPTIONS } from '../../components/use-pending-toasts';
import type { VerifiedSignInState } from '../../components/verified-sign-in';
import { resetPasswordMachine, type ResetPasswordInput } from './machines/reset-password-machine';

/** The reset machine wired to this screen: the requests, the toast and the way to /signin. */
export function useResetPasswordFlow() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const [resetPassword] = useResetPasswordMutation();
  const [requestCode] = useForgotPasswordMutation();
  // Read once: what the screen found on arrival decides the flow, not later changes of the URL.
  const [input] = useState<ResetPasswordInput>(() => ({
    storedEmail: readStored(STORAGE_KEYS.resetEmail),
    queryEmail: params.get('email'),
    queryToken: params.get('token'),
  }));

  return useMachine(
    resetPasswordMachine.provide({
      actors: {
        resetPassword: fromPromise(({ input: request }) => resetPassword(request).unwrap()),
        requestCode: fromPromise(({ input: request }) => requestCode(request).unwrap()),
      },
      actions: {
        // The screen's earlier notices (a code sent, a refused code) are stale once the password is reset.
        notifySuccess: () => {
          closeSnackbar();
          enqueueSnackbar(t('reset.success'), { variant: 'success', ...PAGE_TOAST_OPTIONS });
        },
        // Sign-in has the account's email filled in.
        goToSignIn: ({ context }) => void navigate('/signin', { replace: true, state: (context.email ? { email: context.email } : {}) satisfies VerifiedSignInState }),
      },
    }),
    { ...machineOptions(), input },
  );
}
