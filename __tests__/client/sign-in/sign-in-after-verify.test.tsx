import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { EMAIL, recordPost, storeProgress } from '../sign-up/sign-up-helpers';
import { findSignInForm, loginSucceeds, userFixture } from './sign-in-helpers';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

/** The account calls the projects list makes once signed in (the next-step card): a brand-new investor. */
function newInvestorAccount() {
  server.use(
    http.get('http://localhost/api/auth/user', () => HttpResponse.json({ user: userFixture() })),
    http.get('http://localhost/api/deposit', () => HttpResponse.json({ deposits: [], nextCursor: null })),
    http.get('http://localhost/api/investment/holdings', () => HttpResponse.json({ holdings: [] })),
  );
}

/** Code entry with a stored sign-up, the right code typed and verified: ends on /signin. */
async function verifyCode(lng: 'en' | 'bn' = 'en') {
  storeProgress('code');
  recordPost('/auth/verify-otp', () => HttpResponse.json({ message: 'Your email is verified. You can sign in now.' }));
  const rendered = await renderRoute('/signup/verify/otp', { lng });
  const first = await screen.findByRole('textbox', { name: lng === 'en' ? 'Digit 1 of 6' : '৬টির মধ্যে ১ নম্বর অঙ্ক' });
  await userEvent.click(first);
  await userEvent.paste('123456');
  await userEvent.click(screen.getByRole('button', { name: lng === 'en' ? 'Verify' : 'যাচাই করুন' }));
  await waitFor(() => expect(rendered.router.state.location.pathname).toBe('/signin'));
  return rendered;
}

describe('sign-in right after the emailed code is verified (issue 18)', () => {
  test('greets a new account, has its email filled in and the password to type; the first sign-in welcomes, not "welcome back"', async () => {
    const { router } = await verifyCode();
    const form = await findSignInForm();
    expect(screen.getByText('Email verified: sign in to your new account.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back/)).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue(EMAIL);
    expect(within(form).getByLabelText(/^Password/)).toHaveFocus();

    const { handler, bodies } = loginSucceeds('tok-new');
    server.use(handler, projectList([projectFixture()]));
    newInvestorAccount();
    await userEvent.type(within(form).getByLabelText(/^Password/), 'secret-pass');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/investment/all'));
    expect(bodies).toEqual([{ email: EMAIL, password: 'secret-pass' }]);
    expect(await screen.findByText('Login Successful!')).toBeInTheDocument();
    expect(screen.getByText('Welcome to Halal Invest!')).toBeInTheDocument();
    expect(screen.queryByText('Welcome back!')).not.toBeInTheDocument();
    // Where sign-in lands, the new investor's next step (issue 18).
    const step = await screen.findByRole('region', { name: 'Your next step' });
    expect(within(step).getByRole('link', { name: 'Make your first deposit' })).toHaveAttribute('href', '/deposit');
  });

  test('a returning user still sees "Welcome back" and an empty form', async () => {
    await renderRoute('/signin');
    const form = await findSignInForm();
    expect(screen.getByText('Welcome back. Sign in to follow your investments.')).toBeInTheDocument();
    expect(screen.queryByText('Email verified: sign in to your new account.')).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  test('in Bengali: the glossary greeting for a new account', async () => {
    await verifyCode('bn');
    const form = await findSignInForm('সাইন ইন ফর্ম');
    expect(screen.getByText('স্বাগতম! নতুন অ্যাকাউন্টে সাইন ইন করুন।')).toBeInTheDocument();
    expect(screen.queryByText(/আবার স্বাগতম/)).not.toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: /^ইমেইল/ })).toHaveValue(EMAIL);
  });
});
