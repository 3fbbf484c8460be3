import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useAppDispatch } from '../../../../app/hooks';
import { fromPromise } from 'xstate';
import type { DistributionDto } from '../../../../../shared/distribution-types';
import { machineOptions } from '../../../../components/machine-inspector';
import { adminDistributionsApi, type DistributionRequest } from '../api';
import { distributionMachine } from '../machines/distribution-machine';

type Dispatch = ThunkDispatch<unknown, unknown, UnknownAction>;
type Endpoint = 'previewDistribution' | 'postDistribution';

/** One RTK Query mutation as a promise actor; the request is reset so no result lingers in the store. */
const call = (dispatch: Dispatch, endpoint: Endpoint) =>
  fromPromise<DistributionDto, DistributionRequest>(async ({ input }) => {
    const request = dispatch(adminDistributionsApi.endpoints[endpoint].initiate(input));
    try {
      return await request.unwrap();
    } finally {
      request.reset();
    }
  });

/** The distribution machine with the real preview and post calls. */
export function useDistributionMachine() {
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    distributionMachine.provide({
      actors: { previewDistribution: call(dispatch, 'previewDistribution'), postDistribution: call(dispatch, 'postDistribution') },
    }),
  );
  return useMachine(machine, { ...machineOptions(), input: {} });
}
