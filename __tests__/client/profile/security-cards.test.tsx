import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SecurityEventDto, SessionDto } from '../../../src/shared/account-security';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { findSection, meHandler, SECURITY_EVENTS_URL, SESSIONS_URL, signIn } from './profile-helpers';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

const REVOKE_URL = 'http://localhost/api/auth/sessions/revoke-others';

const SESSIONS: SessionDto[] = [
  { _id: 's1', device: 'Chrome on Android', ip: '203.0.113.7', createdAt: '2026-03-01T08:00:00.000Z', lastUsedAt: '2026-03-02T09:30:00.000Z', current: true },
  { _id: 's2', device: 'Edge on Windows', ip: '198.51.100.2', createdAt: '2026-02-01T08:00:00.000Z', lastUsedAt: '2026-02-20T12:00:00.000Z', current: false },
  { _id: 's3', device: 'Unknown device', ip: null, createdAt: '2026-01-01T08:00:00.000Z', lastUsedAt: null, current: false },
];
const EVENTS: SecurityEventDto[] = [
  { _id: 'e2', action: 'email_changed', ip: '203.0.113.7', device: 'Chrome on Android', createdAt: '2026-03-02T09:31:00.000Z' },
  { _id: 'e1', action: 'sign_in_failed', ip: '192.0.2.9', device: null, createdAt: '2026-03-01T07:00:00.000Z' },
];

/** Sessions and events as the server holds them; revoke-others leaves only the current session. */
function securityServer({ sessions = SESSIONS, events = EVENTS } = {}) {
  const state = { sessions: [...sessions], events: [...events], sessionReads: 0, eventReads: 0, revokes: 0 };
  meHandler();
  server.use(
    http.get(SESSIONS_URL, () => {
      state.sessionReads += 1;
      return HttpResponse.json({ sessions: state.sessions });
    }),
    http.get(SECURITY_EVENTS_URL, () => {
      state.eventReads += 1;
      return HttpResponse.json({ events: state.events });
    }),
    http.post(REVOKE_URL, () => {
      state.revokes += 1;
      const revoked = state.sessions.filter((s) => !s.current).length;
      state.sessions = state.sessions.filter((s) => s.current);
      state.events = [{ _id: 'e3', action: 'sessions_revoked', ip: '203.0.113.7', device: 'Chrome on Android', createdAt: '2026-03-03T10:00:00.000Z' }, ...state.events];
      return HttpResponse.json({ message: 'Every other session has been signed out.', revoked });
    }),
  );
  return state;
}

const items = (section: HTMLElement) => within(section).getAllByRole('listitem');

describe('active sessions card', () => {
  test('lists each session with device, address and last use, marks this device; signing out the others asks first, then says how many', async () => {
    const state = securityServer();
    signIn();
    await renderRoute('/profile');
    const card = await findSection('Active sessions');
    await waitFor(() => expect(items(card)).toHaveLength(3));
    const [current, laptop, unknown] = items(card);
    expect(current).toHaveTextContent('Chrome on Android');
    expect(within(current!).getByText('This device')).toBeInTheDocument();
    expect(current).toHaveTextContent('IP address: 203.0.113.7');
    expect(current).toHaveTextContent(/Last used 2 Mar 2026, \d{1,2}:\d{2}\s?[ap]m/i);
    expect(within(laptop!).queryByText('This device')).not.toBeInTheDocument();
    expect(unknown).toHaveTextContent('Unknown device');
    expect(unknown).toHaveTextContent('IP address unknown');
    // No last use recorded: the sign-in time stands in.
    expect(unknown).toHaveTextContent(/Last used 1 Jan 2026/);

    await userEvent.click(within(card).getByRole('button', { name: 'Sign out all other sessions' }));
    const confirm = await screen.findByRole('dialog', { name: 'Sign out all other sessions?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.revokes).toBe(0);

    await userEvent.click(within(card).getByRole('button', { name: 'Sign out all other sessions' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Sign out all other sessions?' })).getByRole('button', { name: 'Sign out others' }));
    expect(await screen.findByText('Signed out of 2 other sessions.')).toBeInTheDocument();
    expect(state.revokes).toBe(1);
    // The mutation invalidates both lists: they are read again.
    await waitFor(() => expect(items(card)).toHaveLength(1));
    expect(within(card).getByText('No other device is signed in.')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Sign out all other sessions' })).not.toBeInTheDocument();
    const events = await findSection('Security activity');
    await waitFor(() => expect(items(events)[0]).toHaveTextContent('Other sessions signed out'));
  });

  test('in Bengali: translated labels and Bengali digits in the dates and the count', async () => {
    securityServer();
    signIn();
    await renderRoute('/profile', { lng: 'bn' });
    const card = await findSection('সক্রিয় সেশন');
    await waitFor(() => expect(items(card)).toHaveLength(3));
    expect(items(card)[0]).toHaveTextContent('এই ডিভাইস');
    expect(items(card)[0]).toHaveTextContent(/শেষ ব্যবহার: ২ মার্চ, ২০২৬/);
    // Device words and the clock's half of the day in Bengali, not "on" and AM/PM.
    expect(items(card)[0]).toHaveTextContent('Android-এ Chrome');
    expect(items(card)[0]).toHaveTextContent(/[০-৯]:[০-৯]{2} (পূর্বাহ্ণ|অপরাহ্ণ)/);
    expect(card).not.toHaveTextContent(/\b(AM|PM)\b| on /);
    expect(items(card)[2]).toHaveTextContent('অজানা ডিভাইস');
    expect(items(card)[2]).toHaveTextContent('আইপি ঠিকানা জানা নেই');
    await userEvent.click(within(card).getByRole('button', { name: 'অন্য সব সেশন থেকে সাইন আউট করুন' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'অন্য সব সেশন থেকে সাইন আউট করবেন?' })).getByRole('button', { name: 'সাইন আউট করুন' }));
    expect(await screen.findByText('অন্য ২টি সেশন থেকে সাইন আউট করা হয়েছে।')).toBeInTheDocument();
  });

  test('a failed load says so and retries on request', async () => {
    securityServer();
    let fail = true;
    server.use(http.get(SESSIONS_URL, () => (fail ? HttpResponse.json({ message: 'Bad request' }, { status: 400 }) : HttpResponse.json({ sessions: SESSIONS }))));
    signIn();
    await renderRoute('/profile');
    const card = await findSection('Active sessions');
    expect(await within(card).findByText('Your sessions could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(card).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items(card)).toHaveLength(3));
  });
});

describe('security activity card', () => {
  test('lists the events with translated names, where from, and when; newest first as the server sends them', async () => {
    securityServer();
    signIn();
    await renderRoute('/profile');
    const card = await findSection('Security activity');
    await waitFor(() => expect(items(card)).toHaveLength(2));
    expect(items(card)[0]).toHaveTextContent('Email changed');
    expect(items(card)[0]).toHaveTextContent('Chrome on Android · 203.0.113.7');
    expect(items(card)[0]).toHaveTextContent(/2 Mar 2026/);
    expect(items(card)[1]).toHaveTextContent('Failed sign-in attempt');
    expect(items(card)[1]).toHaveTextContent('192.0.2.9');
  });

  test('an account without events says so', async () => {
    securityServer({ events: [] });
    signIn();
    await renderRoute('/profile');
    expect(await within(await findSection('Security activity')).findByText('No security events yet.')).toBeInTheDocument();
  });

  test('Bengali action names and dates', async () => {
    securityServer();
    signIn();
    await renderRoute('/profile', { lng: 'bn' });
    const card = await findSection('নিরাপত্তা সংক্রান্ত ঘটনা');
    await waitFor(() => expect(items(card)).toHaveLength(2));
    expect(items(card)[0]).toHaveTextContent('ইমেইল বদলানো হয়েছে');
    expect(items(card)[1]).toHaveTextContent('সাইন ইনের ব্যর্থ চেষ্টা');
    expect(items(card)[1]).toHaveTextContent(/১ মার্চ, ২০২৬/);
    expect(items(card)[0]).toHaveTextContent('Android-এ Chrome · 203.0.113.7');
    expect(card).not.toHaveTextContent(/\b(AM|PM)\b/);
  });
});
