import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as mailto from '../../../src/client/features/info/deletion-mailto';
import { renderRoute } from '../test-utils';

// Forms re-validate on every keystroke; the default 5 s is tight on a busy machine.
jest.setTimeout(15000);

// jsdom's window.location is unforgeable (it cannot be replaced or spied on), so the one function
// that assigns window.location.href is observed instead.
let openMailApp: jest.SpyInstance<void, [string]>;
beforeEach(() => {
  openMailApp = jest.spyOn(mailto, 'openMailApp').mockImplementation(() => undefined);
});
afterEach(() => openMailApp.mockRestore());

async function renderPage(lng: 'en' | 'bn' = 'en') {
  await renderRoute('/delete-account', { lng });
  const main = screen.getByRole('main');
  await within(main).findByRole('heading', { level: 1 });
  return main;
}

describe('/delete-account', () => {
  test('states the 7-day processing and offers a direct mail link', async () => {
    const main = await renderPage();
    expect(within(main).getByRole('heading', { level: 1, name: 'Delete account' })).toBeInTheDocument();
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(within(main).getByText(/Requests are processed within 7 days/)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'support@halalinvest.com.bd' })).toHaveAttribute(
      'href',
      'mailto:support@halalinvest.com.bd?subject=Account%20Deletion%20Request',
    );
    const form = within(main).getByRole('form', { name: 'Request deletion' });
    expect(within(form).getByRole('textbox', { name: /Email/ })).toBeRequired();
    expect(within(form).getByRole('textbox', { name: 'Reason (optional)' })).not.toBeRequired();
  });

  test('a blank email shows the required message and opens nothing', async () => {
    const main = await renderPage();
    await userEvent.type(within(main).getByRole('textbox', { name: /Email/ }), '   ');
    await userEvent.click(within(main).getByRole('button', { name: 'Send deletion request' }));
    expect(await within(main).findByText('Email is required.')).toBeInTheDocument();
    expect(within(main).getByRole('textbox', { name: /Email/ })).toHaveAttribute('aria-invalid', 'true');
    expect(openMailApp).not.toHaveBeenCalled();
  });

  test('an invalid email shows the format message', async () => {
    const main = await renderPage();
    await userEvent.type(within(main).getByRole('textbox', { name: /Email/ }), 'not-an-email');
    await userEvent.click(within(main).getByRole('button', { name: 'Send deletion request' }));
    expect(await within(main).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(openMailApp).not.toHaveBeenCalled();
  });

  test('messages are translated in Bengali', async () => {
    const main = await renderPage('bn');
    expect(within(main).getByRole('heading', { level: 1, name: 'অ্যাকাউন্ট মুছুন' })).toBeInTheDocument();
    expect(within(main).getByText(/অনুরোধ ৭ দিনের মধ্যে সম্পন্ন করা হয়/)).toBeInTheDocument();
    await userEvent.click(within(main).getByRole('button', { name: 'মুছে ফেলার অনুরোধ পাঠান' }));
    expect(await within(main).findByText('ইমেইল দেওয়া আবশ্যক।')).toBeInTheDocument();
    await userEvent.type(within(main).getByRole('textbox', { name: /ইমেইল/ }), 'abc@');
    expect(await within(main).findByText('সঠিক ইমেইল ঠিকানা লিখুন।')).toBeInTheDocument();
  });

  test('a valid request opens a prepared e-mail with the subject, the email and the reason', async () => {
    const main = await renderPage();
    await userEvent.type(within(main).getByRole('textbox', { name: /Email/ }), '  Karim@Example.com ');
    await userEvent.click(within(main).getByRole('textbox', { name: 'Reason (optional)' }));
    await userEvent.paste('I no longer use the app & want my data gone');
    await userEvent.click(within(main).getByRole('button', { name: 'Send deletion request' }));

    expect(await within(main).findByRole('status')).toHaveTextContent('Your email app should now open with the request.');
    expect(openMailApp).toHaveBeenCalledTimes(1);
    const href = openMailApp.mock.calls[0]![0];
    expect(href).toMatch(/^mailto:support@halalinvest\.com\.bd\?subject=Account%20Deletion%20Request&body=/);
    const body = new URL(href).searchParams.get('body') ?? '';
    expect(new URL(href).searchParams.get('subject')).toBe('Account Deletion Request');
    expect(body).toContain('Account email: karim@example.com');
    expect(body).toContain('Reason: I no longer use the app & want my data gone');
  });

  test('without a reason the body says so', async () => {
    const main = await renderPage();
    await userEvent.type(within(main).getByRole('textbox', { name: /Email/ }), 'karim@example.com');
    await userEvent.click(within(main).getByRole('button', { name: 'Send deletion request' }));
    await within(main).findByRole('status');
    const body = new URL(openMailApp.mock.calls[0]![0]).searchParams.get('body') ?? '';
    expect(body).toContain('Reason: Not given');
  });
});
