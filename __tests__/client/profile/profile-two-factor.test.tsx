import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, ME_URL, signIn, userFixture } from './profile-helpers';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

const SETUP = { secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/Halal%20Invest:x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=Halal%20Invest' };
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efghj`);

/** The profile's server: GET /auth/user follows what set-up and disable did. */
function profileServer(initiallyOn: boolean) {
  const state = { on: initiallyOn, disableBodies: [] as unknown[], enableBodies: [] as unknown[] };
  const wrongPassword = () => HttpResponse.json({ message: 'Your password is not correct.', code: 'PASSWORD_INCORRECT' }, { status: 400 });
  server.use(
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [] })),
    http.get(ME_URL, () => HttpResponse.json({ user: userFixture({ twoFactorEnabled: state.on }) })),
    http.post('http://localhost/api/auth/2fa/setup', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      return body.password === 'right password' ? HttpResponse.json(SETUP) : wrongPassword();
    }),
    http.post('http://localhost/api/auth/2fa/enable', async ({ request }) => {
      const body = (await request.json()) as { password?: string };
      state.enableBodies.push(body);
      if (body.password !== 'right password') return wrongPassword();
      state.on = true;
      return HttpResponse.json({ recoveryCodes: CODES });
    }),
    http.post('http://localhost/api/auth/2fa/disable', async ({ request }) => {
      const body = (await request.json()) as { password: string; code: string };
      state.disableBodies.push(body);
      if (body.password !== 'right password') return HttpResponse.json({ message: 'Your password is not correct.', code: 'PASSWORD_INCORRECT' }, { status: 400 });
      state.on = false;
      return HttpResponse.json({ message: 'Two-factor sign-in is now off.' });
    }),
  );
  return state;
}

describe('profile: two-factor sign-in', () => {
  test('an investor turns it on: password, set-up dialog, code, recovery codes, then the section says on', async () => {
    signIn();
    const state = profileServer(false);
    await renderRoute('/profile');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    expect(within(section).getByText(/^Off:/)).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn on two-factor sign-in' });
    // The current password first: empty is refused by the form, a wrong one by the server.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'wrong password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    expect(await within(dialog).findByText('Your password is not correct.')).toBeInTheDocument();
    await userEvent.clear(within(dialog).getByLabelText(/Current password/));
    await userEvent.type(within(dialog).getByLabelText(/Current password/), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await userEvent.type(await within(dialog).findByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByRole('list', { name: 'Your recovery codes' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'I have saved my codes, continue' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText(/^On:/)).toBeInTheDocument();
    expect(state.enableBodies).toEqual([{ password: 'right password', code: '123456' }]);
  });

  test('turning it off needs the password and a code; a wrong password is shown', async () => {
    signIn();
    const state = profileServer(true);
    await renderRoute('/profile');
    const section = await screen.findByRole('region', { name: 'Two-factor sign-in' });
    await userEvent.click(within(section).getByRole('button', { name: 'Turn off two-factor' }));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter the code.')).toBeInTheDocument();
    expect(state.disableBodies).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'wrong password');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Authenticator code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Your password is not correct.');

    await userEvent.clear(within(dialog).getByLabelText(/^Password/));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'right password');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText(/^Off:/)).toBeInTheDocument();
    expect(state.disableBodies).toEqual([
      { password: 'wrong password', code: '123456' },
      { password: 'right password', code: '123456' },
    ]);
  });
});
