import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { countriesData, EMAIL, recordPost, stepHeading, storeProgress, stored } from './sign-up-helpers';

setupApiServer();
jest.setTimeout(30000);

beforeEach(() => localStorage.clear());

async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function enterCode(code: string) {
  await userEvent.click(screen.getByRole('textbox', { name: 'Digit 1 of 6' }));
  await userEvent.paste(code);
}

describe('the sign-up wizard from start to finish', () => {
  test('details → phone → code → verified: one machine across the routes, so the phone reaches verify-otp', async () => {
    server.use(countriesData());
    const signUps = recordPost('/auth/signup', () => HttpResponse.json({ message: 'sent' }, { status: 201 }));
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderRoute('/signup');
    await stepHeading('Create your account');
    const form = screen.getByRole('form', { name: 'Sign-up form' });
    await enter(within(form).getByRole('textbox', { name: /Full name/ }), 'Karim Rahman');
    await enter(within(form).getByRole('textbox', { name: /Email/ }), EMAIL);
    await enter(within(form).getByLabelText(/^Password/), 'correct horse');
    await userEvent.click(within(form).getByRole('checkbox', { name: /I am 18 or older/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Sign up' }));

    await stepHeading('Add your phone number');
    expect(signUps).toHaveLength(1);
    await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '01712-345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));

    await stepHeading('Verify your email');
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
    expect(stored()).toEqual({ email: EMAIL, step: 'code' });
    await enterCode('314159');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '314159', phone: '+8801712345678' }]);
    expect(stored()).toEqual({ email: null, step: null });
    expect(await screen.findByText('Your email is verified. You can sign in now.')).toBeInTheDocument();
  });

  test("another country's prefix goes with the phone; an empty phone is sent as null", async () => {
    server.use(countriesData());
    storeProgress('phone');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderRoute('/signup');
    await stepHeading('Add your phone number');
    await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
    const country = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.clear(country);
    await userEvent.type(country, 'Saudi');
    await userEvent.click(await screen.findByRole('option', { name: /^Saudi Arabia/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Verify your email');
    await enterCode('271828');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '271828', phone: '+966512345678' }]);
  });

  test('Continue with no phone: verify sends phone null', async () => {
    server.use(countriesData());
    storeProgress('phone');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderRoute('/signup');
    await stepHeading('Add your phone number');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Verify your email');
    await enterCode('271828');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '271828', phone: null }]);
  });
});

describe('resuming after a reload', () => {
  test('a stored phone step reopens /signup at the phone step', async () => {
    server.use(countriesData());
    storeProgress('phone');
    const { router } = await renderRoute('/signup');
    await stepHeading('Add your phone number');
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.queryByRole('form', { name: 'Sign-up form' })).not.toBeInTheDocument();
  });

  test('a stored code step reopens /signup at code entry, replacing the URL', async () => {
    storeProgress('code');
    const { router } = await renderRoute('/signup');
    await stepHeading('Verify your email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify/otp'));
    expect(screen.getByText(`Enter the 6-digit code we sent to ${EMAIL}.`)).toBeInTheDocument();
  });

  test('the code-entry URL opens code entry even when the stored step is the phone', async () => {
    storeProgress('phone');
    const { router } = await renderRoute('/signup/verify/otp');
    await stepHeading('Verify your email');
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
    expect(stored()).toEqual({ email: EMAIL, step: 'code' });
  });

  test('a stored step without a stored email starts at the details', async () => {
    localStorage.setItem('signUpStep', 'code');
    const { router } = await renderRoute('/signup');
    await stepHeading('Create your account');
    expect(router.state.location.pathname).toBe('/signup');
  });

  test.each(['/signup/verify', '/signup/verify/OTP', '/signup/Verify/Otp'])('%s shows the same code entry', async (path) => {
    storeProgress('code');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderRoute(path);
    await stepHeading('Verify your email');
    expect(router.state.location.pathname).toBe(path);
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '123456', phone: null }]);
  });
});

describe('the URL and the steps stay together', () => {
  test('going to /signup from code entry (Back, the header link) shows the phone step with the phone kept', async () => {
    server.use(countriesData());
    storeProgress('phone');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderRoute('/signup');
    await stepHeading('Add your phone number');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '1812345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Verify your email');

    act(() => router.navigate('/signup'));
    expect(await stepHeading('Add your phone number')).toHaveFocus();
    expect(stored()).toEqual({ email: EMAIL, step: 'phone' });

    act(() => router.navigate('/signup/verify/otp'));
    await stepHeading('Verify your email');
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '123456', phone: '+8801812345678' }]);
  });
});

describe('under StrictMode, as the app renders', () => {
  /** renderRoute without StrictMode's doubled effects would hide a step or toast fired twice. */
  async function renderStrict(path: string) {
    const { router } = await renderRoute(path, { strict: true });
    return { router };
  }

  test('resuming at code entry, then verifying, moves once and toasts once', async () => {
    storeProgress('code');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderStrict('/signup');
    await stepHeading('Verify your email');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup/verify/otp'));
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '123456', phone: null }]);
    expect(await screen.findAllByText('Your email is verified. You can sign in now.')).toHaveLength(1);
  });

  test('phone → code keeps the phone', async () => {
    server.use(countriesData());
    storeProgress('phone');
    const verifies = recordPost('/auth/verify-otp');
    const { router } = await renderStrict('/signup');
    await stepHeading('Add your phone number');
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Verify your email');
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
    await enterCode('123456');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(verifies).toEqual([{ email: EMAIL, otp: '123456', phone: '+8801712345678' }]);
  });
});
