import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fromPromise } from 'xstate';
import type { MessageResponse } from '../../../shared/api-types';
import { useResendOtpMutation, useSignUpMutation, useVerifyOtpMutation, type SignUpRequest, type VerifyOtpRequest } from '../../api/auth-api';
import { readStored, STORAGE_KEYS } from '../../api/browser-storage';
import { machineOptions } from '../../components/machine-inspector';
import { signUpMachine, type SignUpInput } from './machines/sign-up-machine';
import { isCodeEntryPath, useStepRoute } from './use-step-route';

/** The wizard's machine with the real calls, started from what the browser kept and the URL. */
export function useSignUpWizard() {
  const location = useLocation();
  const [signUp] = useSignUpMutation();
  const [verifyOtp] = useVerifyOtpMutation();
  const [resendOtp] = useResendOtpMutation();
  const [input] = useState<SignUpInput>(() => ({
    storedEmail: readStored(STORAGE_KEYS.signUpEmail),
    storedStep: readStored(STORAGE_KEYS.signUpStep),
    atCodeEntry: isCodeEntryPath(location.pathname),
  }));
  const [state, send] = useMachine(
    signUpMachine.provide({
      actors: {
        signUp: fromPromise<MessageResponse, SignUpRequest>(({ input: request }) => signUp(request).unwrap()),
        verifyOtp: fromPromise<MessageResponse, VerifyOtpRequest>(({ input: request }) => verifyOtp(request).unwrap()),
        resendOtp: fromPromise<MessageResponse, { email: string }>(({ input: request }) => resendOtp(request).unwrap()),
      },
    }),
    { ...machineOptions(), input },
  );
  useStepRoute(state.matches('code'), state.status === 'done', send);
  return { state, send };
}
