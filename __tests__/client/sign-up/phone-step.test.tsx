import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import countries from '../../../public/data/countries.json';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { COUNTRIES_URL, countriesData, EMAIL, recordPost, stepHeading, storeProgress, stored } from './sign-up-helpers';

setupApiServer();
jest.setTimeout(20000);

beforeEach(() => {
  localStorage.clear();
  storeProgress('phone');
});

async function openPhone(lng: 'en' | 'bn' = 'en') {
  const rendered = await renderRoute('/signup', { lng });
  await stepHeading(lng === 'en' ? 'Add your phone number' : 'আপনার ফোন নম্বর যোগ করুন');
  return rendered;
}

const country = () => screen.getByRole('combobox', { name: 'Country' });
const phone = () => screen.getByRole('textbox', { name: 'Phone number' });
const phoneForm = () => screen.getByRole('form', { name: 'Phone number' });

describe('countries.json', () => {
  test('lists every country and territory once, with an ISO code, an English name, its flag and its dialling code', () => {
    expect(countries.length).toBeGreaterThanOrEqual(240);
    const codes = countries.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const entry of countries) {
      expect(Object.keys(entry).sort()).toEqual(['code', 'flag', 'name', 'phonePrefix']);
      expect(entry.code).toMatch(/^[a-z]{2}$/);
      expect(entry.name.trim()).not.toBe('');
      expect(entry.phonePrefix).toMatch(/^\+\d{1,4}$/);
      // The flag is the two regional indicator letters of the code.
      const letters = [...entry.flag].map((ch) => String.fromCharCode(ch.codePointAt(0)! - 0x1f1e6 + 97)).join('');
      expect(letters).toBe(entry.code);
    }
    const byCode = Object.fromEntries(countries.map((c) => [c.code, c]));
    expect(byCode.bd).toEqual({ code: 'bd', name: 'Bangladesh', flag: '🇧🇩', phonePrefix: '+880' });
    expect(byCode.in?.phonePrefix).toBe('+91');
    expect(byCode.sa?.phonePrefix).toBe('+966');
    expect(byCode.ae?.phonePrefix).toBe('+971');
    expect(byCode.gb?.phonePrefix).toBe('+44');
    expect(byCode.us?.phonePrefix).toBe('+1');
    expect(byCode.my?.phonePrefix).toBe('+60');
    expect(byCode.pk?.phonePrefix).toBe('+92');
  });
});

describe('/signup: phone step', () => {
  test('defaults to Bangladesh, showing its flag and +880, with step 2 of 3 and a sign-in link', async () => {
    server.use(countriesData());
    await openPhone();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
    expect(country()).toHaveValue('Bangladesh');
    expect(within(phoneForm()).getByText('🇧🇩')).toBeInTheDocument();
    expect(within(phoneForm()).getByText('+880')).toBeInTheDocument();
    expect(phone()).toHaveAttribute('type', 'tel');
    expect(phone()).not.toBeRequired();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/signin');
  });

  test('the list offers every country with flag and prefix, and choosing one changes the prefix', async () => {
    server.use(countriesData());
    await openPhone();
    await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
    await userEvent.click(country());
    const listbox = await screen.findByRole('listbox');
    // A plain count: role queries over ~250 options are slow in jsdom.
    expect(listbox.querySelectorAll('[role="option"]')).toHaveLength(countries.length);
    expect(listbox.querySelector('[role="option"]')).toHaveTextContent('🇦🇫Afghanistan+93');
    await userEvent.keyboard('Indi');
    const india = within(listbox).getByRole('option', { name: /^India/ });
    expect(india).toHaveTextContent('🇮🇳India+91');

    await userEvent.click(india);
    expect(country()).toHaveValue('India');
    expect(within(phoneForm()).getByText('+91')).toBeInTheDocument();
    expect(within(phoneForm()).getByText('🇮🇳')).toBeInTheDocument();
  });

  test('typing filters by name or by dialling code', async () => {
    server.use(countriesData());
    await openPhone();
    await waitFor(() => expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument());
    await userEvent.clear(country());
    await userEvent.type(country(), 'saudi');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇸🇦Saudi Arabia+966']);
    await userEvent.clear(country());
    await userEvent.type(country(), '+880');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇧🇩Bangladesh+880']);
  });

  test('says the list is loading while it loads, with Bangladesh already chosen', async () => {
    server.use(http.get(COUNTRIES_URL, () => delay('infinite')));
    await openPhone();
    expect(screen.getByText('Loading countries...')).toBeInTheDocument();
    expect(country()).toHaveValue('Bangladesh');
  });

  test('a failed load offers Bangladesh only, with a message, and the flow goes on', async () => {
    server.use(http.get(COUNTRIES_URL, () => new HttpResponse(null, { status: 404 })));
    const { router } = await openPhone();
    expect(await screen.findByText('The list of countries could not be loaded, so only Bangladesh is offered.')).toBeInTheDocument();
    expect(screen.queryByText('Loading countries...')).not.toBeInTheDocument();
    expect(country()).toHaveValue('Bangladesh');
    await userEvent.click(country());
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇧🇩Bangladesh+880']);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await stepHeading('Verify your email');
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
  });

  test('an answer that is not a country list counts as a failed load', async () => {
    server.use(countriesData({ countries: 'nope' }));
    await openPhone();
    expect(await screen.findByText('The list of countries could not be loaded, so only Bangladesh is offered.')).toBeInTheDocument();
  });

  test('Continue makes no call, stores the code step and goes to code entry', async () => {
    server.use(countriesData());
    const signUps = recordPost('/auth/signup');
    const { router } = await openPhone();
    await userEvent.type(phone(), '01712345678');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await stepHeading('Verify your email')).toHaveFocus();
    expect(router.state.location.pathname).toBe('/signup/verify/otp');
    expect(stored()).toEqual({ email: EMAIL, step: 'code' });
    expect(signUps).toEqual([]);
  });

  test('Bengali: country names in Bengali, messages translated', async () => {
    server.use(countriesData());
    await openPhone('bn');
    expect(screen.getByText('ধাপ ২ / ৩')).toBeInTheDocument();
    expect(screen.getByText(`আমরা ${EMAIL} ঠিকানায় একটি ৬ সংখ্যার কোড পাঠিয়েছি। একটি ফোন নম্বর যোগ করুন, তারপর কোডটি লিখুন।`)).toBeInTheDocument();
    const picker = screen.getByRole('combobox', { name: 'দেশ' });
    await waitFor(() => expect(screen.queryByText('দেশের তালিকা লোড হচ্ছে...')).not.toBeInTheDocument());
    expect(picker).toHaveValue('বাংলাদেশ');
    expect(screen.getByRole('textbox', { name: 'ফোন নম্বর' })).toBeInTheDocument();
    await userEvent.click(picker);
    await userEvent.keyboard('ভার');
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByRole('option', { name: /^ভারত/ })).toHaveTextContent('🇮🇳ভারত+91');
    // The English name finds it too.
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Bangla');
    expect(
      within(await screen.findByRole('listbox'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['🇧🇩বাংলাদেশ+880']);
    expect(screen.getByRole('button', { name: 'চালিয়ে যান' })).toBeInTheDocument();
  });

  test('Bengali: a failed load says so in Bengali', async () => {
    server.use(http.get(COUNTRIES_URL, () => new HttpResponse(null, { status: 404 })));
    await openPhone('bn');
    expect(await screen.findByText('দেশের তালিকা লোড করা যায়নি, তাই শুধু বাংলাদেশ দেখানো হচ্ছে।')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'দেশ' })).toHaveValue('বাংলাদেশ');
  });
});
