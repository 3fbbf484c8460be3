import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { mutationActor } from '../../app/mutation-actor';
import { twoFactorApi } from '../../api/two-factor-api';
import { machineOptions } from '../machine-inspector';
import { twoFactorSetupMachine } from './two-factor-setup-machine';

/** The set-up machine with the real POST /api/auth/2fa/setup and /enable calls. */
export function useTwoFactorSetup() {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    twoFactorSetupMachine.provide({
      actors: {
        startSetup: mutationActor((input: { password: string }) => dispatch(twoFactorApi.endpoints.setupTwoFactor.initiate(input))),
        enable: mutationActor((input: { password: string; code: string }) => dispatch(twoFactorApi.endpoints.enableTwoFactor.initiate(input))),
      },
    }),
  );
  return useMachine(machine, machineOptions());
}
