import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { mutationActor } from '../../../../app/mutation-actor';
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
        decideWithdrawal: mutationActor((input: DecisionInput) => dispatch(adminWithdrawalsApi.endpoints.decideWithdrawal.initiate(input))),
      },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: { withdrawal } });
}
