import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { RESEND_COOLDOWN_MS } from '../../../src/client/features/sign-up/machines/sign-up-machine';
import { renderRoute } from '../test-utils';
import { API, EMAIL, failWith, recordPost, stepHeading, storeProgress, stored } from './sign-up-helpers';

setupApiServer();
jest.setTimeout(20000);

beforeEach(() => localStorage.clear());

// The clock the resend cooldown reads (issue 18); moved on by passCooldown().
let clockOffset = 0;
const realNow = Date.now.bind(Date);
beforeEach(() => {
  clockOffset = 0;
  jest.spyOn(Date, 'now').mockImplementation(() => realNow() + clockOffset);
});
afterEach(() => jest.restoreAllMocks());

/** A minute later: the resend link is enabled again (the countdown looks at the clock every second). */
async function passCooldown() {
  clockOffset += RESEND_COOLDOWN_MS;
  await waitFor(() => expect(screen.getByRole('button', { name: /^(Resend code|আবার কোড পাঠান)$/ })).toBeEnabled(), { timeout: 2500 });
}

async function openCode(path = '/signup/verify/otp', lng: 'en' | 'bn' = 'en') {
  const rendered = await renderRoute(path, { lng });
  await stepHeading(lng === 'en' ? 'Verify your email' : 'আপনার ইমেইল যাচাই করুন');
  return rendered;
}

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const boxes = () => [1, 2, 3, 4, 5, 6].map(box);
const values = () =>
  boxes()
    .map((input) => (input as HTMLInputElement).value)
    .join('|');
const verify = () => screen.getByRole('button', { name: 'Verify' });

describe('/signup/verify/otp: the code boxes', () => {
  test('six labelled numeric boxes in a group, the first offering the emailed code to autofill', async () => {
    storeProgress('code');
    await openCode();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText(`Enter the 6-digit code we sent to ${EMAIL}.`)).toBeInTheDocument();
    const group = screen.getByRole('group', { name: 'Verification code' });
    expect(within(group).getAllByRole('textbox')).toHaveLength(6);
    boxes().forEach((input, index) => {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('autocomplete', index === 0 ? 'one-time-code' : 'off');
    });
  });

  test('typing a digit moves to the next box; letters are ignored', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.keyboard('1');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('x');
    expect(box(2)).toHaveValue('');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('23456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(box(6)).toHaveFocus();
  });

  test('Backspace clears a digit, and on an empty box goes back and clears the previous one', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.keyboard('123');
    expect(box(4)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('1|2||||');
    await userEvent.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1|||||');
  });

  test('arrow keys move between boxes, and typing over a digit replaces it', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.keyboard('12');
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(box(1)).toHaveFocus();
    await userEvent.keyboard('9');
    expect(values()).toBe('9|2||||');
    expect(box(2)).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(box(3)).toHaveFocus();
  });

  test('a pasted 6-digit code fills every box, whatever box it is pasted into', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('482 915');
    expect(values()).toBe('4|8|2|9|1|5');
    expect(box(6)).toHaveFocus();
    await userEvent.click(box(4));
    await userEvent.paste('123456');
    expect(values()).toBe('1|2|3|4|5|6');
  });

  test('a pasted code in Bengali digits is read as the same code', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('৪৮২৯১৫');
    expect(values()).toBe('4|8|2|9|1|5');
  });

  test('a shorter paste fills from the box it lands in', async () => {
    storeProgress('code');
    await openCode();
    await userEvent.click(box(3));
    await userEvent.paste('78');
    expect(values()).toBe('||7|8||');
    expect(box(5)).toHaveFocus();
  });

  test('the whole code arriving in the first box at once (autofill) fills every box', async () => {
    storeProgress('code');
    await openCode();
    // One-time-code autofill sets the whole value in one input event.
    await userEvent.click(box(1));
    await userEvent.keyboard('{Control>}a{/Control}');
    await act(async () => {
      const input = box(1) as HTMLInputElement;
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setValue.call(input, '246810');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(values()).toBe('2|4|6|8|1|0');
  });
});

describe('/signup/verify/otp: verify', () => {
  test('an incomplete code shows the message and makes no call', async () => {
    storeProgress('code');
    const calls = recordPost('/auth/verify-otp');
    await openCode();
    await userEvent.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the full verification code.');
    await userEvent.click(box(1));
    await userEvent.keyboard('12345');
    await userEvent.click(verify());
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the full verification code.');
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(box(1)).toHaveAccessibleDescription('Please enter the full verification code.');
    expect(calls).toEqual([]);
  });

  test('a gap in the middle counts as incomplete', async () => {
    storeProgress('code');
    const calls = recordPost('/auth/verify-otp');
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('123456');
    await userEvent.click(box(3));
    await userEvent.keyboard('{Backspace}');
    await userEvent.click(verify());
    expect(await screen.findByText('Please enter the full verification code.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('without a stored email: the message, no call, and a way back to sign up', async () => {
    const calls = recordPost('/auth/verify-otp');
    const { router } = await openCode();
    expect(screen.getByText('Enter the 6-digit code from your email.')).toBeInTheDocument();
    await userEvent.click(box(1));
    await userEvent.paste('123456');
    await userEvent.click(verify());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('User email not found. Please try signing up again.');
    expect(calls).toEqual([]);
    await userEvent.click(within(alert).getByRole('link', { name: 'Sign up again' }));
    expect(await stepHeading('Create your account')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/signup');
  });

  test('success sends email, code and (after a reload) a null phone, clears the progress, shows a toast and goes to /signin', async () => {
    storeProgress('code');
    const calls = recordPost('/auth/verify-otp', () => HttpResponse.json({ message: 'Your email is verified. You can sign in now.' }));
    const { router } = await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('123456');
    await userEvent.click(verify());
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(calls).toEqual([{ email: EMAIL, otp: '123456', phone: null }]);
    expect(stored()).toEqual({ email: null, step: null });
    expect(await screen.findByText('Your email is verified. You can sign in now.')).toBeInTheDocument();
  });

  test('the button says it is working while the code is checked', async () => {
    storeProgress('code');
    server.use(http.post(`${API}/auth/verify-otp`, () => delay('infinite')));
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('123456');
    await userEvent.click(verify());
    expect(await screen.findByRole('button', { name: 'Verifying...' })).toBeDisabled();
    expect(box(1)).toBeDisabled();
  });

  test('a wrong code: one message, the server reason (issue 18: not stacked under verificationFailed); the progress stays', async () => {
    storeProgress('code');
    recordPost('/auth/verify-otp', failWith(400, 'That code is not correct. You have 4 tries left.', 'OTP_INVALID'));
    const { router } = await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('000000');
    await userEvent.click(verify());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^That code is not correct\. You have 4 tries left\.$/);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(/Verification failed/)).not.toBeInTheDocument();
    // The boxes say they are wrong and point at the message.
    expect(box(1)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription('That code is not correct. You have 4 tries left.');
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
    expect(stored()).toEqual({ email: EMAIL, step: 'code' });
    expect(values()).toBe('0|0|0|0|0|0');
  });

  test('an expired code and a rate limit add their reason', async () => {
    storeProgress('code');
    let answer = failWith(400, 'This code has expired. Ask for a new code.', 'OTP_EXPIRED');
    recordPost('/auth/verify-otp', () => answer());
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('111111');
    await userEvent.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent('This code has expired. Ask for a new code.');
    answer = failWith(429, 'Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED');
    await userEvent.click(verify());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.'));
  });

  test('an unexplained failure shows the verificationFailed text alone', async () => {
    storeProgress('code');
    recordPost('/auth/verify-otp', failWith(502, 'Bad gateway'));
    await openCode();
    await userEvent.click(box(1));
    await userEvent.paste('111111');
    await userEvent.click(verify());
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Verification failed\. Please check the code and try again\.$/);
  });
});

describe('/signup/verify/otp: resend and the links', () => {
  test('resend calls resend-otp with the email, then says a new code was sent', async () => {
    storeProgress('code');
    const calls = recordPost('/auth/resend-otp', () => HttpResponse.json({ message: 'A new verification code has been sent.' }));
    await openCode();
    await passCooldown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification code has been sent.');
    expect(calls).toEqual([{ email: EMAIL }]);
  });

  test('while a new code is on its way, verify and resend wait', async () => {
    storeProgress('code');
    server.use(http.post(`${API}/auth/resend-otp`, () => delay('infinite')));
    await openCode();
    await passCooldown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('button', { name: 'Sending a new code...' })).toBeDisabled();
    expect(verify()).toBeDisabled();
  });

  test('a refused resend shows the server message (rate limit)', async () => {
    storeProgress('code');
    recordPost('/auth/resend-otp', failWith(429, 'Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED'));
    await openCode();
    await passCooldown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
    expect(screen.queryByText('A new verification code has been sent.')).not.toBeInTheDocument();
  });

  test('a resend failure without a message has its own text', async () => {
    storeProgress('code');
    recordPost('/auth/resend-otp', failWith(500));
    await openCode();
    await passCooldown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('A new code could not be sent. Please try again later.');
  });

  test('resend without a stored email makes no call and says the email is missing', async () => {
    const calls = recordPost('/auth/resend-otp');
    await openCode();
    await passCooldown();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User email not found. Please try signing up again.');
    expect(calls).toEqual([]);
  });

  test('issue 18: the step says to check the spam folder, and resend waits a minute with a countdown', async () => {
    storeProgress('code');
    const calls = recordPost('/auth/resend-otp', () => HttpResponse.json({ message: 'A new verification code has been sent.' }));
    await openCode();
    expect(screen.getByText('Can’t find the email? Check your spam or junk folder.')).toBeInTheDocument();
    const resend = screen.getByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    expect(resend).toHaveAccessibleDescription(/^You can ask for a new code in (0:[0-5]\d|1:00)\.$/);
    clockOffset += 15_000;
    await waitFor(() => expect(screen.getByText(/^You can ask for a new code in 0:(4[0-5]|3\d)\.$/)).toBeInTheDocument(), { timeout: 2500 });
    expect(calls).toEqual([]);
    await passCooldown();
    expect(screen.queryByText(/You can ask for a new code/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByRole('status')).toHaveTextContent('A new verification code has been sent.');
    expect(calls).toEqual([{ email: EMAIL }]);
    // A new code starts a new wait.
    expect(screen.getByRole('button', { name: 'Resend code' })).toBeDisabled();
    expect(screen.getByText(/^You can ask for a new code in (0:5\d|1:00)\.$/)).toBeInTheDocument();
  });

  test('Back to sign up forgets the pending sign-up and shows the details', async () => {
    storeProgress('code');
    const { router } = await openCode();
    const main = screen.getByRole('main');
    await userEvent.click(within(main).getByRole('link', { name: 'Back to sign up' }));
    await stepHeading('Create your account');
    expect(router.state.location.pathname).toBe('/signup');
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('the sign-in link goes to /signin and keeps the progress for later', async () => {
    storeProgress('code');
    const { router } = await openCode();
    await userEvent.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(stored()).toEqual({ email: EMAIL, step: 'code' });
  });

  test('Bengali: labels with Bengali digits, messages and a translated server reason', async () => {
    storeProgress('code');
    recordPost('/auth/verify-otp', failWith(400, 'This code has expired. Ask for a new code.', 'OTP_EXPIRED'));
    await openCode('/signup/verify/otp', 'bn');
    expect(screen.getByText('ধাপ ৩ / ৩')).toBeInTheDocument();
    expect(screen.getByText(`${EMAIL} ঠিকানায় পাঠানো ৬ অঙ্কের যাচাই কোডটি বসান।`)).toBeInTheDocument();
    const first = screen.getByRole('textbox', { name: '৬টির মধ্যে ১ নম্বর অঙ্ক' });
    expect(screen.getByRole('textbox', { name: '৬টির মধ্যে ৬ নম্বর অঙ্ক' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('পুরো ৬ অঙ্কের যাচাই কোডটি বসান।');
    await userEvent.click(first);
    await userEvent.keyboard('১২৩৪৫৬');
    const bnDigits = ['১', '২', '৩', '৪', '৫', '৬'];
    expect(bnDigits.map((n) => (screen.getByRole('textbox', { name: `৬টির মধ্যে ${n} নম্বর অঙ্ক` }) as HTMLInputElement).value).join('')).toBe('123456');
    await userEvent.click(screen.getByRole('button', { name: 'যাচাই করুন' }));
    // One message: the translated reason alone.
    expect(await screen.findByRole('alert')).toHaveTextContent(/^কোডটির মেয়াদ শেষ হয়ে গেছে। নতুন কোড চেয়ে নিন।$/);
    expect(screen.getByRole('link', { name: 'অ্যাকাউন্ট খোলার পাতায় ফিরে যান' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার কোড পাঠান' })).toBeDisabled();
    expect(screen.getByText('ইমেইলটি খুঁজে না পেলে স্প্যাম বা জাঙ্ক ফোল্ডার দেখুন।')).toBeInTheDocument();
    expect(screen.getByText(/^(০:[০-৫][০-৯]|১:০০) পর নতুন কোড চাইতে পারবেন।$/)).toBeInTheDocument();
  });
});
