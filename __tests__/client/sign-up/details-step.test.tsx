import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupApiServer, server } from '../api-server';
import { homeHandlers } from '../home/home-test-helpers';
import { renderRoute } from '../test-utils';
import { API, countriesData, EMAIL, failWith, recordPost, stepHeading, stored } from './sign-up-helpers';

setupApiServer();
// Forms re-validate on every keystroke; the default 5 s is tight on a busy machine.
jest.setTimeout(20000);

beforeEach(() => localStorage.clear());

async function openDetails(lng: 'en' | 'bn' = 'en') {
  const rendered = await renderRoute('/signup', { lng });
  await stepHeading(lng === 'en' ? 'Create your account' : 'আপনার অ্যাকাউন্ট তৈরি করুন');
  return rendered;
}

const form = () => screen.getByRole('form', { name: 'Sign-up form' });
const fullname = () => within(form()).getByRole('textbox', { name: /Full name/ });
const email = () => within(form()).getByRole('textbox', { name: /Email/ });
const password = () => within(form()).getByLabelText(/^Password/);
const submit = () => within(form()).getByRole('button', { name: 'Sign up' });
const adult = () => within(form()).getByRole('checkbox', { name: /I am 18 or older/ });

/** Pasted rather than typed: one change per field keeps the suite fast (typing is covered in Bengali). */
async function enter(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

async function fillIn({ name = 'Karim Rahman', address = EMAIL, secret = 'correct horse', ageConfirmed = true } = {}) {
  if (name) await enter(fullname(), name);
  if (address) await enter(email(), address);
  if (secret) await enter(password(), secret);
  if (ageConfirmed) await userEvent.click(adult());
}

describe('/signup: details step', () => {
  test('shows the three required fields, step 1 of 3 and a link to sign in', async () => {
    await openDetails();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(fullname()).toBeRequired();
    expect(email()).toBeRequired();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toBeRequired();
    expect(password()).toHaveAttribute('type', 'password');
    expect(password()).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByText('At least 8 characters.')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  test('an empty submit shows every required message, tied to its field, and makes no call', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails();
    await userEvent.click(submit());
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    expect(fullname()).toHaveAttribute('aria-invalid', 'true');
    expect(fullname()).toHaveAccessibleDescription('Full name is required.');
    expect(email()).toHaveAccessibleDescription('Email is required.');
    expect(password()).toHaveAccessibleDescription('Password is required.');
    expect(calls).toEqual([]);
  });

  test('a blank full name counts as missing', async () => {
    await openDetails();
    await fillIn({ name: '   ' });
    await userEvent.click(submit());
    expect(await screen.findByText('Full name is required.')).toBeInTheDocument();
  });

  test('a name with a direction override or a line break is refused with its message, in English and Bengali; a Bengali joiner is not', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails();
    await fillIn({ name: 'Karim \u202enamhaR' });
    await userEvent.click(submit());
    expect(await screen.findByText('Your name cannot contain line breaks, control characters or text-direction marks.')).toBeInTheDocument();
    expect(fullname()).toHaveAccessibleDescription('Your name cannot contain line breaks, control characters or text-direction marks.');
    expect(calls).toEqual([]);
  });

  test('Bengali: a name with a line break is refused in Bengali; one with the zero-width joiner is sent as typed', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails('bn');
    const bnForm = screen.getByRole('form', { name: 'অ্যাকাউন্ট খোলার ফর্ম' });
    const name = within(bnForm).getByRole('textbox', { name: /পুরো নাম/ });
    await enter(name, 'করিম\u2028রহমান');
    await enter(within(bnForm).getByRole('textbox', { name: /ইমেইল/ }), EMAIL);
    await enter(within(bnForm).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), 'correct horse');
    await userEvent.click(within(bnForm).getByRole('checkbox', { name: /আমার বয়স ১৮ বা তার বেশি/ }));
    await userEvent.click(within(bnForm).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(await screen.findByText('নামে লাইন ভাঙা, নিয়ন্ত্রণ অক্ষর বা লেখার দিক বদলানোর চিহ্ন রাখা যাবে না।')).toBeInTheDocument();
    expect(calls).toEqual([]);
    await userEvent.clear(name);
    await enter(name, 'র\u200d্যাব হোসেন');
    await userEvent.click(within(bnForm).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ fullname: 'র\u200d্যাব হোসেন' });
  });

  test('an invalid email shows the format message', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails();
    await fillIn({ address: 'karim@' });
    await userEvent.click(submit());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('a password under 8 characters is refused with the minimum', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails();
    await fillIn({ secret: '1234567' });
    await userEvent.click(submit());
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test('the password can be shown and hidden again', async () => {
    await openDetails();
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password()).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  test('sends customId, fullname, email, password and language; success moves to the phone step and stores the progress', async () => {
    server.use(countriesData());
    const calls = recordPost('/auth/signup', () => HttpResponse.json({ message: 'We sent a code.' }, { status: 201 }));
    const { router } = await openDetails();
    await fillIn({ name: '  Karim Rahman ', address: ' Karim@Example.com ' });
    await userEvent.click(submit());
    expect(await stepHeading('Add your phone number')).toHaveFocus();
    expect(calls).toHaveLength(1);
    const body = calls[0] as Record<string, unknown>;
    expect(body).toEqual({ customId: expect.stringMatching(/^iv\d{1,5}$/), fullname: 'Karim Rahman', email: EMAIL, password: 'correct horse', language: 'en', ageConfirmed: true });
    expect(stored()).toEqual({ email: EMAIL, step: 'phone' });
    expect(router.state.location.pathname).toBe('/signup');
    expect(screen.getByText(`We sent a 6-digit code to ${EMAIL}. Add a phone number, then enter the code.`)).toBeInTheDocument();
  });

  test('each submit makes a new customer id in the spec format', async () => {
    const calls = recordPost('/auth/signup', failWith(500));
    await openDetails();
    await fillIn();
    for (let i = 0; i < 3; i += 1) {
      await userEvent.click(submit());
      await screen.findByText('Sign up failed. Please try again.');
    }
    expect(calls).toHaveLength(3);
    for (const body of calls) expect((body as { customId: string }).customId).toMatch(/^iv\d{1,5}$/);
  });

  test('the button says it is working and the form is locked while the call runs', async () => {
    server.use(http.post(`${API}/auth/signup`, () => delay('infinite')));
    await openDetails();
    await fillIn();
    await userEvent.click(submit());
    expect(await within(form()).findByRole('button', { name: 'Signing up...' })).toBeDisabled();
    expect(email()).toBeDisabled();
  });

  test('a refusal shows the server message and keeps the values', async () => {
    recordPost('/auth/signup', failWith(429, 'Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED'));
    await openDetails();
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 15 minutes and try again.');
    expect(fullname()).toHaveValue('Karim Rahman');
    expect(email()).toHaveValue(EMAIL);
    expect(password()).toHaveValue('correct horse');
    expect(submit()).toBeEnabled();
    expect(stored()).toEqual({ email: null, step: null });
  });

  test('a refusal without a message shows the signupFailed text', async () => {
    recordPost('/auth/signup', failWith(500));
    await openDetails();
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign up failed. Please try again.');
  });

  test('a network failure says so', async () => {
    server.use(http.post(`${API}/auth/signup`, () => HttpResponse.error()));
    await openDetails();
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error. Please try again.');
  });

  test('a new submit clears the previous failure', async () => {
    let fail = true;
    server.use(
      countriesData(),
      http.post(`${API}/auth/signup`, () => (fail ? HttpResponse.json({ message: 'Try later' }, { status: 503 }) : HttpResponse.json({ message: 'ok' }, { status: 201 }))),
    );
    await openDetails();
    await fillIn();
    await userEvent.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Try later');
    fail = false;
    await userEvent.click(submit());
    await stepHeading('Add your phone number');
    expect(screen.queryByText('Try later')).not.toBeInTheDocument();
  });

  test('the email from the home page newsletter block arrives filled in', async () => {
    homeHandlers();
    const { router } = await renderRoute('/');
    await userEvent.type(await screen.findByRole('textbox', { name: 'Email address' }), 'ayesha@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Create your account');
    expect(router.state.location.pathname).toBe('/signup');
    expect(email()).toHaveValue('ayesha@example.com');
    expect(fullname()).toHaveValue('');
  });

  test('Bengali: texts, validation messages with Bengali digits, and language bn sent with the request', async () => {
    const calls = recordPost('/auth/signup', failWith(429, 'Too many attempts. Please wait 15 minutes and try again.', 'RATE_LIMITED'));
    await openDetails('bn');
    const bnForm = screen.getByRole('form', { name: 'অ্যাকাউন্ট খোলার ফর্ম' });
    expect(screen.getByText('ধাপ ১ / ৩')).toBeInTheDocument();
    expect(screen.getByText('কমপক্ষে ৮ অক্ষর।')).toBeInTheDocument();
    await userEvent.click(within(bnForm).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(await screen.findByText('পুরো নাম দেওয়া আবশ্যক।')).toBeInTheDocument();
    expect(screen.getByText('ইমেইল দেওয়া আবশ্যক।')).toBeInTheDocument();
    expect(screen.getByText('পাসওয়ার্ড দেওয়া আবশ্যক।')).toBeInTheDocument();

    await userEvent.type(within(bnForm).getByRole('textbox', { name: /পুরো নাম/ }), 'করিম রহমান');
    await userEvent.type(within(bnForm).getByRole('textbox', { name: /ইমেইল/ }), EMAIL);
    await userEvent.type(within(bnForm).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), 'short');
    expect(await screen.findByText('পাসওয়ার্ড কমপক্ষে ৮ অক্ষরের হতে হবে।')).toBeInTheDocument();
    await userEvent.type(within(bnForm).getByLabelText(/^পাসওয়ার্ড/, { selector: 'input' }), ' but long now');
    await userEvent.click(within(bnForm).getByRole('checkbox', { name: /আমার বয়স ১৮ বা তার বেশি/ }));
    await userEvent.click(within(bnForm).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    // The server answers in English; a known code is shown in Bengali.
    expect(await screen.findByRole('alert')).toHaveTextContent('অনেকবার চেষ্টা করা হয়েছে। কয়েক মিনিট অপেক্ষা করে আবার চেষ্টা করুন।');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ fullname: 'করিম রহমান', language: 'bn', ageConfirmed: true });
  });
});

describe('/signup: the 18+ and terms tick (issue 18)', () => {
  test('unticked at first, required, with the Terms and conditions opening in a new tab', async () => {
    await openDetails();
    expect(adult()).not.toBeChecked();
    expect(adult()).toBeRequired();
    const link = within(form()).getByRole('link', { name: 'Terms and conditions' });
    expect(link).toHaveAttribute('href', '/terms');
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByText('Please confirm that you are 18 or older and accept the Terms and conditions.')).not.toBeInTheDocument();
  });

  test('a sign-up without the tick is refused with the message, shown only after the try; ticking it clears it', async () => {
    const calls = recordPost('/auth/signup', () => HttpResponse.json({ message: 'ok' }, { status: 201 }));
    await openDetails();
    await fillIn({ ageConfirmed: false });
    // Filling in the other fields is no try yet.
    expect(screen.queryByText(/Please confirm that you are 18/)).not.toBeInTheDocument();
    await userEvent.click(submit());
    expect(await screen.findByText('Please confirm that you are 18 or older and accept the Terms and conditions.')).toBeInTheDocument();
    expect(adult()).toHaveAccessibleDescription('Please confirm that you are 18 or older and accept the Terms and conditions.');
    expect(adult()).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toEqual([]);
    await userEvent.click(adult());
    await waitFor(() => expect(screen.queryByText(/Please confirm that you are 18/)).not.toBeInTheDocument());
  });

  test('Bengali: the tick and its message', async () => {
    const calls = recordPost('/auth/signup');
    await openDetails('bn');
    const bnForm = screen.getByRole('form', { name: 'অ্যাকাউন্ট খোলার ফর্ম' });
    expect(within(bnForm).getByRole('link', { name: 'শর্তাবলি' })).toHaveAttribute('href', '/terms');
    await userEvent.click(within(bnForm).getByRole('button', { name: 'অ্যাকাউন্ট খুলুন' }));
    expect(await screen.findByText('আপনার বয়স ১৮ বা তার বেশি এবং শর্তাবলি মেনে নিচ্ছেন, তা নিশ্চিত করুন।')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });
});
