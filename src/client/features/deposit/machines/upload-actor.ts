import { fromCallback, type AnyEventObject } from 'xstate';
import { toFailure } from '../server-failure';
import { isAbortedUpload, type UploadHandle } from '../upload-file';
import type { UploadInput, UploadReport } from './deposit-machine';

/** Starts one upload of `file`, reporting whole percents sent. */
export type StartUpload = (file: File, onProgress: (percent: number) => void) => UploadHandle;

/**
 * The machine's `uploadScreenshot` actor around an upload: progress, success and failure come back as
 * events, and stopping the actor (leaving the uploading state) aborts the request.
 */
export function uploadScreenshotActor(start: StartUpload) {
  return fromCallback<AnyEventObject, UploadInput>(({ input, sendBack }) => {
    let stopped = false;
    const report = (event: UploadReport) => {
      if (!stopped) sendBack(event);
    };
    const upload = start(input.file, (progress) => report({ type: 'UPLOAD_PROGRESS', progress }));
    upload.promise.then(
      ({ url }) => report({ type: 'UPLOAD_DONE', url }),
      (error: unknown) => {
        if (!isAbortedUpload(error)) report({ type: 'UPLOAD_FAILED', failure: toFailure(error) });
      },
    );
    return () => {
      stopped = true;
      upload.abort();
    };
  });
}
