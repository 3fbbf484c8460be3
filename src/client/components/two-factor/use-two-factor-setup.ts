import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { fromPromise } from 'xstate';
import type { RecoveryCodesResponse, TwoFactorSetupResponse } from '../../../shared/api-types';
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
        startSetup: fromPromise<TwoFactorSetupResponse, { password: string }>(async ({ input }) => {
          const request = dispatch(twoFactorApi.endpoints.setupTwoFactor.initiate(input));
          try {
            return await request.unwrap();
          } finally {
            request.reset();
          }
        }),
        enable: fromPromise<RecoveryCodesResponse, { password: string; code: string }>(async ({ input }) => {
          const request = dispatch(twoFactorApi.endpoints.enableTwoFactor.initiate(input));
          try {
            return await request.unwrap();
          } finally {
            request.reset();
          }
        }),
      },
    }),
  );
  return useMachine(machine, machineOptions());
}
