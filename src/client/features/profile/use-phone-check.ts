import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { machineOptions } from '../../components/machine-inspector';
import { useSnackbar } from '../../components/toast-provider';
import { useConfirmPhoneCodeMutation, useSendPhoneCodeMutation } from './api';
import { phoneCheckMachine } from './machines/phone-check-machine';
import { PROFILE_SUCCESS_TOAST } from './toasts';

/** The phone check machine wired to the profile: the two requests and the toast when the phone is checked. */
export function usePhoneCheck() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [sendCode] = useSendPhoneCodeMutation();
  const [confirmCode] = useConfirmPhoneCodeMutation();
  return useMachine(
    phoneCheckMachine.provide({
      actors: {
        sendCode: fromPromise(() => sendCode().unwrap()),
        confirmCode: fromPromise(({ input }) => confirmCode(input).unwrap()),
      },
      actions: { notifyChecked: () => void enqueueSnackbar(t('profile.phoneCheck.success'), PROFILE_SUCCESS_TOAST) },
    }),
    machineOptions(),
  );
}
