import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { setupApiServer } from '../api-server';
import { pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { amountField, choose, depositAnswers, renderDeposit } from './deposit-screen';
import { FakeXhr, setupFakeXhr } from './fake-xhr';

setupApiServer();
jest.setTimeout(20000);
setupFakeXhr();

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const TOO_MANY = {
  message: 'You already have 10 deposits waiting for review. Please wait until some are approved or rejected before adding another.',
  code: 'TOO_MANY_PENDING_DEPOSITS',
};

describe('/deposit: 10 deposits already waiting', () => {
  test.each([
    ['en' as const, 'Deposit Amount (BDT)', 'Confirm Deposit', TOO_MANY.message],
    ['bn' as const, 'কত টাকা জমা দিচ্ছেন', 'টাকা জমা নিশ্চিত করুন', 'আপনার ১০টি টাকা জমা এখনো যাচাই চলছে। এর কয়েকটি অনুমোদন বা বাতিল হলে তারপর নতুন টাকা জমা দিন।'],
  ])('in %s the 409 TOO_MANY_PENDING_DEPOSITS says why', async (lng, amountLabel, confirmName, expected) => {
    depositAnswers(() => HttpResponse.json(TOO_MANY, { status: 409 }));
    await renderDeposit({ lng });
    await userEvent.type(amountField(amountLabel), '5000');
    await choose(pngFile(), lng === 'bn' ? 'লেনদেনের স্ক্রিনশট ফাইল' : undefined);
    act(() => FakeXhr.last.respond(201, { url: SCREENSHOT_URL }));
    await userEvent.click(await screen.findByRole('button', { name: confirmName }));
    expect(await screen.findByText(expected)).toBeInTheDocument();
  });
});
