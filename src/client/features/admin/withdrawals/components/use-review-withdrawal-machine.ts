import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fromPromise } from 'xstate';
import type { WithdrawalDto } from '../../../../../shared/withdrawal-types';
import { machineOptions } from '../../../../components/machine-inspector';
import { adminWithdrawalsApi } from '../api';
import { reviewWithdrawalMachine, type DecisionInput } from '../machines/review-withdrawal-machine';

/** The review machine of one withdrawal, with the real PUT /api/withdrawals/:id call. */
export function useReviewWithdrawalMachine(withdrawal: WithdrawalDto) {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    reviewWithdrawalMachine.provide({
      actors: {
        decideWithdrawal: fromPromise<WithdrawalDto, DecisionInput>(async ({ input }) => {
          const request = dispatch(adminWithdrawalsApi.endpoints.decideWithdrawal.initiate(input));
          try {
            return await request.unwrap();
          } finally {
            request.reset();
          }
        }),
      },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: { withdrawal } });
}
