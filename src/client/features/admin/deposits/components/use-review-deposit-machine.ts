import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { mutationActor } from '../../../../app/mutation-actor';
import type { DepositDto } from '../../../../../shared/api-types';
import { machineOptions } from '../../../../components/machine-inspector';
import { adminDepositsApi } from '../api';
import { reviewDepositMachine, type ReviewInput } from '../machines/review-deposit-machine';

/** The review machine of one deposit, with the real PUT /api/deposit/:id call. */
export function useReviewDepositMachine(deposit: DepositDto) {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    reviewDepositMachine.provide({
      actors: {
        reviewDeposit: mutationActor((input: ReviewInput) => dispatch(adminDepositsApi.endpoints.reviewDeposit.initiate(input))),
      },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: { deposit } });
}
