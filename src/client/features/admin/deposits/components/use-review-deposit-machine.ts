import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fromPromise } from 'xstate';
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
        reviewDeposit: fromPromise<DepositDto, ReviewInput>(async ({ input }) => {
          const request = dispatch(adminDepositsApi.endpoints.reviewDeposit.initiate(input));
          try {
            return await request.unwrap();
          } finally {
            request.reset();
          }
        }),
      },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: { deposit } });
}
