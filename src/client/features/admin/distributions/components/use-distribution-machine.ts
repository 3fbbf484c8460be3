import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { mutationActor } from '../../../../app/mutation-actor';
import { machineOptions } from '../../../../components/machine-inspector';
import { adminDistributionsApi, type DistributionRequest } from '../api';
import { distributionMachine } from '../machines/distribution-machine';

/** The distribution machine with the real preview and post calls. */
export function useDistributionMachine() {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    distributionMachine.provide({
      actors: {
        previewDistribution: mutationActor((input: DistributionRequest) => dispatch(adminDistributionsApi.endpoints.previewDistribution.initiate(input))),
        postDistribution: mutationActor((input: DistributionRequest) => dispatch(adminDistributionsApi.endpoints.postDistribution.initiate(input))),
      },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: {} });
}
