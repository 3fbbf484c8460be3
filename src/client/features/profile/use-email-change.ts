import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { machineOptions } from '../../components/machine-inspector';
import { useSnackbar } from '../../components/toast-provider';
import { failureMessage } from './api-error';
import { useCancelEmailChangeMutation, useConfirmEmailChangeMutation, useRequestEmailChangeMutation } from './api';
import { emailChangeMachine } from './machines/email-change-machine';
import { PROFILE_ERROR_TOAST, PROFILE_SUCCESS_TOAST } from './toasts';
import { useEndSession } from './use-end-session';

/** A wrong code is told on the code field alone; every other refusal also gets the profile's toast. */
const CODE_FIELD_ONLY = ['OTP_INVALID'];
/** A wrong current password is a 401 too, but it does not end the session. */
const SESSION_ENDED = ['UNAUTHENTICATED', 'SESSION_EXPIRED'];

/** The email change machine wired to the profile: the three requests and the toasts. */
export function useEmailChange() {
  const { t, i18n } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const { endSession } = useEndSession();
  const [requestChange] = useRequestEmailChangeMutation();
  const [confirmChange] = useConfirmEmailChangeMutation();
  const [cancelChange] = useCancelEmailChangeMutation();

  return useMachine(
    emailChangeMachine.provide({
      actors: {
        requestChange: fromPromise(({ input }) => requestChange(input).unwrap()),
        confirmChange: fromPromise(({ input }) => confirmChange(input).unwrap()),
        cancelChange: fromPromise(() => cancelChange().unwrap()),
      },
      actions: {
        notifyChanged: () => void enqueueSnackbar(t('profile.security.emailChange.success'), PROFILE_SUCCESS_TOAST),
        notifyFailure: (_, { failure }) => {
          if (!failure || CODE_FIELD_ONLY.includes(failure.code ?? '')) return;
          if (failure.status === 401 && (!failure.code || SESSION_ENDED.includes(failure.code))) return endSession(t('profile.sessionExpired'));
          const message = failureMessage(failure, t, i18n.language) ?? t('profile.somethingWrong');
          enqueueSnackbar(t('profile.edit.failed', { message }), PROFILE_ERROR_TOAST);
        },
      },
    }),
    machineOptions(),
  );
}
