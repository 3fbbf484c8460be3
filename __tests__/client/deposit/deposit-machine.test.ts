import { createActor } from 'xstate';
import { depositMachine } from '../../../src/client/features/deposit/machines/deposit-machine';
import { uploadScreenshotActor } from '../../../src/client/features/deposit/machines/upload-actor';
import { UploadError } from '../../../src/client/features/deposit/upload-file';
import { UPLOAD_MAX_BYTES } from '../../../src/shared/constants';
import { depositFixture, makeFile, pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { settle, startDepositActor } from './machine-harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An actor whose screenshot is uploaded, ready to submit. */
async function uploadedActor() {
  const harness = startDepositActor();
  const file = pngFile();
  harness.actor.send({ type: 'FILE_CHOSEN', file });
  harness.uploads[0]!.resolve({ url: SCREENSHOT_URL });
  await settle();
  expect(harness.actor.getSnapshot().value).toBe('uploaded');
  return { ...harness, file };
}

describe('deposit machine: choosing a screenshot', () => {
  test('starts idle with nothing chosen', () => {
    const { actor } = startDepositActor();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context).toMatchObject({ file: null, fileProblem: null, progress: 0, url: null, missing: false, attempt: null });
    expect(snapshot.can({ type: 'SUBMIT', amount: 100 })).toBe(true); // it is answered with 'missing'
  });

  test.each([
    ['no file', null, 'noFile'],
    ['a GIF', makeFile('transfer.gif', 'image/gif'), 'badType'],
    ['a PDF named .png', makeFile('transfer.png', 'application/pdf'), 'badType'],
    ['an untyped .gif', makeFile('transfer.gif', ''), 'badType'],
    ['a PNG over 5 MB', makeFile('big.png', 'image/png', UPLOAD_MAX_BYTES + 1), 'tooBig'],
  ])('refuses %s without uploading', (_label, file, problem) => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.fileProblem).toBe(problem);
    expect(snapshot.context.file).toBeNull();
    expect(uploads).toHaveLength(0);
  });

  test.each([
    ['a PNG', makeFile('a.png', 'image/png')],
    ['a JPEG', makeFile('a.jpeg', 'image/jpeg')],
    ['an untyped .JPG', makeFile('a.JPG', '')],
    ['a PNG of exactly 5 MB', makeFile('a.png', 'image/png', UPLOAD_MAX_BYTES)],
  ])('accepts %s and starts uploading it', (_label, file) => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploads).toHaveLength(1);
    expect(uploads[0]!.file).toBe(file);
  });

  test('a good file after a refused one clears the problem', () => {
    const { actor } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: makeFile('a.gif', 'image/gif') });
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    expect(actor.getSnapshot().context.fileProblem).toBeNull();
  });
});

describe('deposit machine: uploading', () => {
  test('progress reports move the progress forward only, within 0-100', () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    const progress = () => actor.getSnapshot().context.progress;
    expect(progress()).toBe(0);
    uploads[0]!.onProgress(25);
    expect(progress()).toBe(25);
    uploads[0]!.onProgress(60.4);
    expect(progress()).toBe(60);
    uploads[0]!.onProgress(40); // late, out-of-order report
    expect(progress()).toBe(60);
    uploads[0]!.onProgress(140);
    expect(progress()).toBe(100);
  });

  test('success keeps the url and shows 100%', async () => {
    const { actor, file } = await uploadedActor();
    expect(actor.getSnapshot().context).toMatchObject({ file, url: SCREENSHOT_URL, progress: 100, uploadFailure: null });
  });

  test('a failure keeps the server message; Retry uploads the same file again from 0%', async () => {
    const { actor, uploads } = startDepositActor();
    const file = pngFile();
    actor.send({ type: 'FILE_CHOSEN', file });
    uploads[0]!.onProgress(50);
    uploads[0]!.reject(new UploadError(413, 'The file is larger than 5 MB.', 'FILE_TOO_LARGE'));
    await settle();
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context.uploadFailure).toEqual({ message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' });
    expect(actor.getSnapshot().context.file).toBe(file);

    actor.send({ type: 'RETRY_UPLOAD' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context).toMatchObject({ progress: 0, uploadFailure: null });
    expect(uploads).toHaveLength(2);
    expect(uploads[1]!.file).toBe(file);
    uploads[1]!.resolve({ url: SCREENSHOT_URL });
    await settle();
    expect(actor.getSnapshot().value).toBe('uploaded');
  });

  test('a network failure has no message, so the screen shows its fallback', async () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    uploads[0]!.reject(new UploadError(0, null, null));
    await settle();
    expect(actor.getSnapshot().context.uploadFailure).toEqual({ message: null, code: null });
  });

  test('after a failure another file can be chosen', async () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile('one.png') });
    uploads[0]!.reject(new UploadError(422, 'The image could not be read.', 'IMAGE_UNREADABLE'));
    await settle();
    const other = pngFile('two.png');
    actor.send({ type: 'FILE_CHOSEN', file: other });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(uploads[1]!.file).toBe(other);
  });

  test('choosing another file while uploading aborts the first upload', () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile('one.png') });
    actor.send({ type: 'FILE_CHOSEN', file: pngFile('two.png') });
    expect(uploads[0]!.abort).toHaveBeenCalledTimes(1);
    expect(uploads).toHaveLength(2);
    expect(actor.getSnapshot().context.file?.name).toBe('two.png');
  });

  test('STOP_UPLOAD aborts the upload and clears the file; a late answer is ignored', async () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    actor.send({ type: 'STOP_UPLOAD' });
    expect(uploads[0]!.abort).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toMatchObject({ file: null, progress: 0, fileProblem: null });
    await settle();
    expect(actor.getSnapshot().context.uploadFailure).toBeNull(); // the abort is not reported as a failure
  });

  test('CANCEL during an upload aborts it and ends the machine', () => {
    const { actor, uploads } = startDepositActor();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    uploads[0]!.onProgress(30);
    actor.send({ type: 'CANCEL' });
    expect(uploads[0]!.abort).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('deposit machine: submitting', () => {
  test.each(['idle', 'uploading', 'uploadFailed'])('SUBMIT in %s asks for the screenshot', async (state) => {
    const { actor, uploads, submits } = startDepositActor();
    if (state !== 'idle') actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    if (state === 'uploadFailed') {
      uploads[0]!.reject(new UploadError(500, null, null));
      await settle();
    }
    expect(actor.getSnapshot().value).toBe(state);
    actor.send({ type: 'SUBMIT', amount: 500 });
    expect(actor.getSnapshot().value).toBe(state);
    expect(actor.getSnapshot().context.missing).toBe(true);
    expect(submits).toHaveLength(0);
  });

  test('choosing a file clears the missing-screenshot message', () => {
    const { actor } = startDepositActor();
    actor.send({ type: 'SUBMIT', amount: null });
    expect(actor.getSnapshot().context.missing).toBe(true);
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    expect(actor.getSnapshot().context.missing).toBe(false);
  });

  test('without a valid amount an uploaded screenshot is not submitted', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: null });
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(submits).toHaveLength(0);
  });

  test('submits amount, url and a fresh idempotency key once, then ends with the deposit', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    expect(actor.getSnapshot().value).toBe('submitting');
    actor.send({ type: 'SUBMIT', amount: 5000 }); // a double click
    actor.send({ type: 'CANCEL' }); // a sent deposit cannot be called back
    actor.send({ type: 'FILE_CHOSEN', file: pngFile('other.png') });
    expect(actor.getSnapshot().value).toBe('submitting');
    expect(submits).toHaveLength(1);
    expect(submits[0]!.input).toEqual({ amount: 5000, url: SCREENSHOT_URL, idempotencyKey: expect.stringMatching(UUID) });

    const deposit = depositFixture({ amount: 5000 });
    submits[0]!.resolve(deposit);
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().context.deposit).toEqual(deposit);
  });

  test('a failure keeps everything; a retry of the same deposit reuses its key', async () => {
    const { actor, submits, file } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    submits[0]!.reject({ status: 500, data: { message: 'Database unavailable', code: 'INTERNAL_ERROR' } });
    await settle();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('uploaded');
    expect(snapshot.context).toMatchObject({ file, url: SCREENSHOT_URL, progress: 100, submitFailure: { message: 'Database unavailable', code: 'INTERNAL_ERROR' } });

    actor.send({ type: 'SUBMIT', amount: 5000 });
    expect(actor.getSnapshot().context.submitFailure).toBeNull();
    expect(submits[1]!.input).toEqual(submits[0]!.input);
  });

  test('a network failure has no message; another amount is a new attempt with a new key', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    submits[0]!.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' });
    await settle();
    expect(actor.getSnapshot().context.submitFailure).toEqual({ message: null, code: null });

    actor.send({ type: 'SUBMIT', amount: 6000 });
    expect(submits[1]!.input.amount).toBe(6000);
    expect(submits[1]!.input.idempotencyKey).toMatch(UUID);
    expect(submits[1]!.input.idempotencyKey).not.toBe(submits[0]!.input.idempotencyKey);
  });

  test('a new screenshot after a failure is a new attempt', async () => {
    const { actor, submits, uploads } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    submits[0]!.reject({ status: 400, data: { message: 'Please upload a screenshot of your transfer.', code: 'SCREENSHOT_INVALID' } });
    await settle();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile('again.png') });
    uploads[1]!.resolve({ url: `${SCREENSHOT_URL}&v=2` });
    await settle();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    expect(submits[1]!.input.url).toBe(`${SCREENSHOT_URL}&v=2`);
    expect(submits[1]!.input.idempotencyKey).not.toBe(submits[0]!.input.idempotencyKey);
  });

  test('a key the server refuses as reused is replaced on the next try', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    submits[0]!.reject({ status: 409, data: { message: 'This Idempotency-Key was already used for a different deposit.', code: 'IDEMPOTENCY_KEY_REUSED' } });
    await settle();
    actor.send({ type: 'SUBMIT', amount: 5000 });
    expect(submits[1]!.input.idempotencyKey).not.toBe(submits[0]!.input.idempotencyKey);
  });

  test('CANCEL after the upload ends the machine without submitting', async () => {
    const { actor, submits } = await uploadedActor();
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('cancelled');
    expect(submits).toHaveLength(0);
  });
});

describe('deposit machine: broken implementations', () => {
  test('an upload that cannot even start is a failure without a message', () => {
    const machine = depositMachine.provide({
      actors: {
        uploadScreenshot: uploadScreenshotActor(() => {
          throw new TypeError('FormData refused the file');
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context.uploadFailure).toEqual({ message: null, code: null });
  });

  test('without a provided upload the upload fails instead of hanging', async () => {
    const actor = createActor(depositMachine).start();
    actor.send({ type: 'FILE_CHOSEN', file: pngFile() });
    await settle();
    expect(actor.getSnapshot().value).toBe('uploadFailed');
    expect(actor.getSnapshot().context.uploadFailure?.message).toMatch(/uploadScreenshot was not provided/);
  });
});
