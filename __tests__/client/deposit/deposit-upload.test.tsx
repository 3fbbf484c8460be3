import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { makeFile, pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { amountField, choose, fileInput, inGroup, progressBar, renderDeposit, TOKEN } from './deposit-screen';
import { FakeXhr, setupFakeXhr } from './fake-xhr';

setupApiServer();
setupFakeXhr();

let createObjectURL: jest.SpyInstance;
let revokeObjectURL: jest.SpyInstance;
beforeEach(() => {
  let n = 0;
  createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:preview-${(n += 1)}`);
  revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('/deposit screenshot', () => {
  test('the visible button opens the hidden file picker, which accepts PNG and JPG', async () => {
    await renderDeposit();
    const input = fileInput();
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg,.png,.jpg,.jpeg');
    const click = jest.spyOn(input, 'click').mockImplementation(() => undefined);
    const button = inGroup().getByRole('button', { name: 'Choose screenshot' });
    await userEvent.click(amountField());
    await userEvent.tab(); // the next stop after the amount
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalledTimes(1);
    expect(button).toHaveAccessibleDescription('PNG or JPG, up to 5 MB.');
  });

  test.each([
    ['a GIF', makeFile('transfer.gif', 'image/gif'), 'Only PNG and JPG are allowed.'],
    ['a PNG over 5 MB', makeFile('big.png', 'image/png', 5 * 1024 * 1024 + 1), 'File size exceeds 5MB.'],
    ['nothing', null, 'No file selected.'],
  ])('choosing %s shows its message and uploads nothing', async (_label, file, message) => {
    await renderDeposit();
    await choose(file);
    expect(inGroup().getByRole('alert')).toHaveTextContent(message);
    expect(inGroup().getByRole('button', { name: 'Choose screenshot' })).toHaveAccessibleDescription(`PNG or JPG, up to 5 MB. ${message}`);
    expect(FakeXhr.instances).toHaveLength(0);
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  test('a chosen file shows its preview and name, and the bar follows the real upload progress', async () => {
    await renderDeposit();
    await choose(pngFile('bkash-receipt.png'));
    expect(inGroup().getByRole('img', { name: 'Preview of bkash-receipt.png' })).toHaveAttribute('src', 'blob:preview-1');
    expect(inGroup().getByText('bkash-receipt.png')).toBeInTheDocument();
    expect(inGroup().getByRole('button', { name: 'Choose another file' })).toBeInTheDocument();

    const xhr = FakeXhr.last;
    expect(xhr.url).toBe('http://localhost/api/file/upload?visibility=private');
    expect(xhr.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    act(() => xhr.progress(256, 1024));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '25');
    expect(progressBar()).toHaveAttribute('aria-valuetext', '25%');
    act(() => xhr.progress(768, 1024));
    expect(progressBar()).toHaveAttribute('aria-valuenow', '75');
    expect(progressBar()).toHaveAttribute('aria-valuemin', '0');
    expect(progressBar()).toHaveAttribute('aria-valuemax', '100');

    act(() => xhr.respond(201, { url: SCREENSHOT_URL }));
    expect(await inGroup().findByRole('status')).toHaveTextContent('Screenshot uploaded.');
    expect(screen.queryByRole('progressbar', { name: /Uploading/ })).not.toBeInTheDocument();
  });

  test('an upload failure shows the server message; Retry sends the same file again', async () => {
    await renderDeposit();
    const file = pngFile('receipt.png');
    await choose(file);
    act(() => FakeXhr.last.respond(415, { message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' }));
    const alert = await inGroup().findByRole('alert');
    expect(alert).toHaveTextContent('Only PNG and JPG images are allowed.');
    expect(inGroup().getByText('receipt.png')).toBeInTheDocument(); // still chosen

    await userEvent.click(inGroup().getByRole('button', { name: 'Retry upload' }));
    expect(FakeXhr.instances).toHaveLength(2);
    expect((FakeXhr.last.body as FormData).get('file')).toMatchObject({ name: 'receipt.png', size: file.size });
    expect(progressBar()).toHaveAttribute('aria-valuenow', '0');
    act(() => FakeXhr.last.respond(201, { url: SCREENSHOT_URL }));
    expect(await inGroup().findByRole('status')).toHaveTextContent('Screenshot uploaded.');
  });

  test('without a server message the failure reads File upload failed., and another file can be chosen', async () => {
    await renderDeposit();
    await choose(pngFile('one.png'));
    act(() => FakeXhr.last.failNetwork());
    expect(await inGroup().findByRole('alert')).toHaveTextContent('File upload failed.');

    await choose(pngFile('two.png'));
    expect(inGroup().getByText('two.png')).toBeInTheDocument();
    expect(inGroup().queryByRole('alert')).not.toBeInTheDocument();
    expect(FakeXhr.instances).toHaveLength(2);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  test('in Bengali a known server code is translated and the percent uses Bengali digits', async () => {
    await renderDeposit({ lng: 'bn' });
    await choose(pngFile(), 'লেনদেনের স্ক্রিনশট ফাইল');
    act(() => FakeXhr.last.progress(1, 2));
    expect(screen.getByRole('progressbar', { name: 'স্ক্রিনশট আপলোড হচ্ছে' })).toHaveAttribute('aria-valuetext', '৫০%');
    act(() => FakeXhr.last.respond(413, { message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' }));
    expect(await screen.findByText('ফাইলটি ৫ এমবির চেয়ে বড়।')).toBeInTheDocument();
    expect(screen.queryByText('The file is larger than 5 MB.')).not.toBeInTheDocument();
  });

  test('Stop upload aborts the request and clears the choice', async () => {
    await renderDeposit();
    await choose(pngFile());
    await userEvent.click(inGroup().getByRole('button', { name: 'Stop upload' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(inGroup().getByRole('button', { name: 'Choose screenshot' })).toBeInTheDocument();
    expect(inGroup().queryByRole('alert')).not.toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
  });

  test('Cancel during an upload aborts it and goes home', async () => {
    const { router } = await renderDeposit();
    await choose(pngFile());
    act(() => FakeXhr.last.progress(10, 100));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.last.aborted).toBe(true);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/deposit accessibility', () => {
  test('has no axe violations while uploading, and with a refused file and a blocked confirm', async () => {
    const { container } = await renderDeposit();
    await screen.findByText('Islami Bank Bangladesh PLC');
    await choose(pngFile());
    act(() => FakeXhr.last.progress(40, 100));
    const check = () => axeViolations(container);
    expect(await check()).toEqual([]);
    await choose(makeFile('a.gif', 'image/gif'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Deposit' }));
    await screen.findByText('Please enter an amount and upload a screenshot.', { selector: 'p.Mui-error' });
    expect(await check()).toEqual([]);
  });
});
