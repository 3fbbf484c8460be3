import { createActor, fromPromise } from 'xstate';
import { depositMachine, type SubmitInput } from '../../../src/client/features/deposit/machines/deposit-machine';
import { uploadScreenshotActor, type StartUpload } from '../../../src/client/features/deposit/machines/upload-actor';
import { UploadError } from '../../../src/client/features/deposit/upload-file';
import type { DepositDto } from '../../../src/shared/api-types';

interface Deferred<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}

function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

export interface FakeUpload extends Deferred<{ url: string }> {
  file: File;
  onProgress: (percent: number) => void;
  abort: jest.Mock;
}

export interface FakeSubmit extends Deferred<DepositDto> {
  input: SubmitInput;
}

/**
 * The deposit machine with the real upload actor around fake uploads, and a fake submit call; each
 * upload and submit is recorded so a test can answer it.
 */
export function startDepositActor() {
  const uploads: FakeUpload[] = [];
  const submits: FakeSubmit[] = [];
  const start: StartUpload = (file, onProgress) => {
    const call = deferred<{ url: string }>();
    // Like the XHR module: aborting rejects as aborted.
    const abort = jest.fn(() => call.reject(new UploadError(0, null, null, true)));
    uploads.push({ ...call, file, onProgress, abort });
    return { promise: call.promise, abort };
  };
  const machine = depositMachine.provide({
    actors: {
      uploadScreenshot: uploadScreenshotActor(start),
      submitDeposit: fromPromise<DepositDto, SubmitInput>(({ input }) => {
        const call = deferred<DepositDto>();
        submits.push({ ...call, input });
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  return { actor, uploads, submits };
}

/** Lets promise callbacks (upload and submit answers) reach the machine. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
}
