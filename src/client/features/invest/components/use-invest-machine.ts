import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { mutationActor } from '../../../app/mutation-actor';
import type { InvestBody } from '../../../../shared/schemas/investment';
import { machineOptions } from '../../../components/machine-inspector';
import { investApi } from '../api';
import type { InvestLimits } from '../invest-limits';
import { investMachine } from '../machines/invest-machine';

/** The invest machine with the real POST /api/investment; new limits (a refreshed wallet or project) are passed on. */
export function useInvestMachine(projectId: string, limits: InvestLimits) {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    investMachine.provide({
      actors: {
        invest: mutationActor((input: InvestBody) => dispatch(investApi.endpoints.invest.initiate(input))),
      },
    }),
  );
  const [snapshot, send, actor] = useMachine(machine, { input: { projectId, limits }, ...machineOptions() });
  const { minimum, balance, remaining } = limits;
  useEffect(() => {
    // A finished flow (receipt) keeps its figures: the refreshed wallet after the investment is not news to it.
    if (actor.getSnapshot().status === 'active') actor.send({ type: 'LIMITS_CHANGED', limits: { minimum, balance, remaining } });
  }, [actor, minimum, balance, remaining]);
  return [snapshot, send] as const;
}
