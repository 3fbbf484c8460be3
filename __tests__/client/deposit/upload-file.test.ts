import { isAbortedUpload, uploadFile, UploadError } from '../../../src/client/features/deposit/upload-file';
import { pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { FakeXhr, setupFakeXhr } from './fake-xhr';

setupFakeXhr();

function start(token: string | null = 'tok-1') {
  const onProgress = jest.fn();
  const file = pngFile('receipt.png');
  const handle = uploadFile({ file, token, onProgress });
  return { handle, onProgress, file, xhr: FakeXhr.last };
}

async function rejection(promise: Promise<unknown>): Promise<UploadError> {
  const error = await promise.then(
    () => {
      throw new Error('expected the upload to fail');
    },
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(UploadError);
  return error as UploadError;
}

describe('uploadFile', () => {
  test('posts the file as multipart field "file" to the private upload with the bearer token', () => {
    const { xhr, file } = start('tok-1');
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('http://localhost/api/file/upload?visibility=private');
    expect(xhr.headers.authorization).toBe('Bearer tok-1');
    expect(xhr.body).toBeInstanceOf(FormData);
    const sent = (xhr.body as FormData).get('file') as File;
    expect(sent.name).toBe('receipt.png');
    expect(sent.size).toBe(file.size);
  });

  test('sends no Authorization header without a token', () => {
    const { xhr } = start(null);
    expect(xhr.headers.authorization).toBeUndefined();
  });

  test('reports whole percents of the body sent, ignoring unknown lengths', () => {
    const { xhr, onProgress } = start();
    xhr.progress(0, 2000);
    xhr.progress(333, 1000);
    xhr.progress(500, 0, false);
    xhr.progress(1000, 1000);
    expect(onProgress.mock.calls).toEqual([[0], [33], [100]]);
  });

  test('resolves with the url of a 201 answer and reports 100%', async () => {
    const { xhr, handle, onProgress } = start();
    xhr.respond(201, { url: SCREENSHOT_URL });
    await expect(handle.promise).resolves.toEqual({ url: SCREENSHOT_URL });
    expect(onProgress).toHaveBeenLastCalledWith(100);
  });

  test('an error status rejects with the server message, code and status', async () => {
    const { xhr, handle } = start();
    xhr.respond(413, { message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' });
    const error = await rejection(handle.promise);
    expect(error).toMatchObject({ status: 413, serverMessage: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE', aborted: false });
  });

  test('an answer that is not JSON, or a success without url, rejects without a message', async () => {
    const first = start();
    first.xhr.respond(502, '<html>Bad gateway</html>');
    expect(await rejection(first.handle.promise)).toMatchObject({ status: 502, serverMessage: null, code: null });

    const second = start();
    second.xhr.respond(200, { ok: true });
    expect(await rejection(second.handle.promise)).toMatchObject({ status: 200, serverMessage: null });
  });

  test('a network error rejects with status 0 and no message', async () => {
    const { xhr, handle } = start();
    xhr.failNetwork();
    const error = await rejection(handle.promise);
    expect(error).toMatchObject({ status: 0, serverMessage: null, aborted: false });
    expect(isAbortedUpload(error)).toBe(false);
  });

  test('abort stops the request and rejects as aborted', async () => {
    const { xhr, handle } = start();
    xhr.progress(10, 100);
    handle.abort();
    expect(xhr.aborted).toBe(true);
    const error = await rejection(handle.promise);
    expect(isAbortedUpload(error)).toBe(true);
  });

  test('abort after the answer does nothing', async () => {
    const { xhr, handle } = start();
    xhr.respond(201, { url: SCREENSHOT_URL });
    handle.abort();
    expect(xhr.aborted).toBe(false);
    await expect(handle.promise).resolves.toEqual({ url: SCREENSHOT_URL });
  });
});
