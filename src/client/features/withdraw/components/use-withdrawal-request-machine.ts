import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { mutationActor } from '../../../app/mutation-actor';
import type { CreateWithdrawalBody } from '../../../../shared/schemas/withdrawals';
import { machineOptions } from '../../../components/machine-inspector';
import { withdrawApi } from '../api';
import { withdrawalRequestMachine } from '../machines/withdrawal-request-machine';
import type { LastUsedAccounts } from '../payout-account';

/** The withdrawal machine with the real POST /api/withdrawals; a refreshed wallet or list is passed on. */
export function useWithdrawalRequestMachine(balance: number, lastUsed: LastUsedAccounts) {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    withdrawalRequestMachine.provide({
      actors: {
        requestWithdrawal: mutationActor((input: CreateWithdrawalBody) => dispatch(withdrawApi.endpoints.createWithdrawal.initiate(input))),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { balance, lastUsed }, ...machineOptions() });
  useEffect(() => {
    // A finished request keeps its receipt's balance: the refreshed wallet after it is not news to it.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'BALANCE_CHANGED', balance });
  }, [actor, balance]);
  useEffect(() => {
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'LAST_USED', lastUsed });
  }, [actor, lastUsed]);
  return [snapshot, send] as const;
}
