import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useStore } from 'react-redux';
import { useAppDispatch } from '../../../app/hooks';
import { mutationActor } from '../../../app/mutation-actor';
import { selectToken, type SessionState } from '../../../api/session-slice';
import { machineOptions } from '../../../components/machine-inspector';
import { depositApi, type CreateDepositRequest } from '../api';
import { depositMachine, type SubmitInput } from '../machines/deposit-machine';
import { uploadScreenshotActor } from '../machines/upload-actor';
import { uploadFile } from '../upload-file';

/** The deposit machine with the real upload (XHR with the stored bearer token) and the real submit call. */
export function useDepositMachine() {
  const store = useStore<{ session: SessionState }>();
  const dispatch = useAppDispatch();
  // Made once: useMachine expects the same machine on every render.
  const [machine] = useState(() =>
    depositMachine.provide({
      actors: {
        // The token is read when an upload starts, so a refreshed session is used.
        uploadScreenshot: uploadScreenshotActor((file, onProgress) => uploadFile({ file, token: selectToken(store.getState()), onProgress })),
        submitDeposit: mutationActor((input: SubmitInput) => dispatch(depositApi.endpoints.createDeposit.initiate(input satisfies CreateDepositRequest))),
      },
    }),
  );
  return useMachine(machine, machineOptions());
}
