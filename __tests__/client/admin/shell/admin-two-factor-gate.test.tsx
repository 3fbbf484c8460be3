import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { renderRoute } from '../../test-utils';
import { cleanUpAdmin, LEDGER_URL, manyUsers, ME_URL, PAYMENT_CHANGES_URL, PENDING_COUNT_URL, userFixture, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(20000);

const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Halal%20Invest:admin%40example.com?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Halal%20Invest',
};
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efghj`);

/** An admin whose session must set up two-factor until enable succeeds. */
function adminWithoutTwoFactor() {
  localStorage.setItem('token', 'admin-test-token');
  const state = { enabled: false, enableBodies: [] as unknown[] };
  const me = () =>
    userFixture({
      _id: 'me',
      fullname: 'Admin Person',
      email: 'admin@example.com',
      role: 'admin',
      twoFactorEnabled: state.enabled,
      ...(state.enabled ? {} : { twoFactorSetupRequired: true }),
    });
  server.use(
    http.get(ME_URL, () => HttpResponse.json({ user: me() })),
    // Once through the gate, the dashboard checks the books, counts the pending deposits (issue 15) and lists payment account changes.
    http.get(LEDGER_URL, () => HttpResponse.json({ ok: true, accounts: 0, transfers: 0, mismatches: [] })),
    http.get(PENDING_COUNT_URL, () => HttpResponse.json({ pending: 0 })),
    http.get(PAYMENT_CHANGES_URL, () => HttpResponse.json({ days: 7, changes: [], more: false })),
    http.post('http://localhost/api/auth/2fa/setup', async ({ request }) =>
      ((await request.json()) as { password?: string }).password === 'admin password'
        ? HttpResponse.json(SETUP)
        : HttpResponse.json({ message: 'Your password is not correct.', code: 'PASSWORD_INCORRECT' }, { status: 400 }),
    ),
    http.post('http://localhost/api/auth/2fa/enable', async ({ request }) => {
      const body = (await request.json()) as { password: string; code: string };
      state.enableBodies.push(body);
      if (body.code !== '654321')
        return HttpResponse.json(
          { message: 'That code is not correct. Check that the time on your phone is right and try again.', code: 'TWO_FACTOR_CODE_INVALID' },
          { status: 400 },
        );
      state.enabled = true;
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
  );
  return state;
}

describe('/admin for an admin session without two-factor', () => {
  test('asks for the password, shows the set-up (QR code, link, key, code), then the recovery codes once, then the dashboard', async () => {
    const state = adminWithoutTwoFactor();
    const users = usersServer(manyUsers(2));
    await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up two-factor sign-in' })).toBeInTheDocument();
    const passwordForm = await screen.findByRole('form', { name: 'Confirm your password' });
    await userEvent.type(within(passwordForm).getByLabelText(/Current password/), 'not it');
    await userEvent.click(within(passwordForm).getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Your password is not correct.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Current password/), 'admin password');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    const form = await screen.findByRole('form', { name: 'Two-factor set-up' });
    // A QR code of the otpauth link: dark modules drawn as one path, so an empty code would have none.
    const qr = within(form).getByRole('img', { name: 'QR code to scan with your authenticator app' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelectorAll('path')[1]?.getAttribute('d')?.length ?? 0).toBeGreaterThan(500);
    expect(within(form).getByRole('link', { name: 'Add to authenticator app' })).toHaveAttribute('href', SETUP.otpauthUrl);
    expect(within(form).getByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(within(form).getByRole('button', { name: 'Copy key' })).toBeInTheDocument();
    expect(users.requests).toHaveLength(0); // no admin data before two-factor

    const field = within(form).getByRole('textbox', { name: 'Authenticator code' });
    await userEvent.type(field, '12');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '111111');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));
    expect(await within(form).findByText('That code is not correct. Check that the time on your phone is right and try again.')).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, '654321');
    await userEvent.click(within(form).getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    expect(screen.getByRole('button', { name: 'Download as .txt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy codes' })).toBeInTheDocument();
    expect(state.enableBodies).toEqual([
      { password: 'admin password', code: '111111' },
      { password: 'admin password', code: '654321' },
    ]); // the malformed one never left
    // Still the codes, not the dashboard, until the admin goes on.
    expect(screen.queryByRole('heading', { name: 'Admin Dashboard' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'I have saved my codes, continue' }));
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(users.requests.length).toBeGreaterThan(0));
  });

  test('in Bengali', async () => {
    adminWithoutTwoFactor();
    await renderRoute('/admin', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'টু-ফ্যাক্টর সাইন ইন চালু করুন' })).toBeInTheDocument();
    const passwordForm = await screen.findByRole('form', { name: 'পাসওয়ার্ড নিশ্চিত করুন' });
    await userEvent.type(within(passwordForm).getByLabelText(/বর্তমান পাসওয়ার্ড/), 'admin password');
    await userEvent.click(within(passwordForm).getByRole('button', { name: 'চালিয়ে যান' }));
    const form = await screen.findByRole('form', { name: 'টু-ফ্যাক্টর চালুর ফর্ম' });
    expect(within(form).getByRole('textbox', { name: 'অথেন্টিকেটর কোড' })).toBeInTheDocument();
  });

  test('an admin with two-factor on but a session without it is asked to sign in again', async () => {
    localStorage.setItem('token', 'admin-test-token');
    server.use(http.get(ME_URL, () => HttpResponse.json({ user: userFixture({ role: 'admin', twoFactorEnabled: true, twoFactorSetupRequired: true }) })));
    await renderRoute('/admin/dashboard');
    expect(await screen.findByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/signin');
    expect(screen.queryByRole('form', { name: 'Two-factor set-up' })).not.toBeInTheDocument();
  });
});
