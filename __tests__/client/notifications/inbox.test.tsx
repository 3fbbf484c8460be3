import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { NotificationDto } from '../../../src/shared/notification-types';
import { server, setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { homeHandlers } from '../home/home-test-helpers';
import { meHandler, signIn } from '../profile/profile-helpers';
import { renderRoute } from '../test-utils';

setupApiServer();
afterEach(() => localStorage.clear());

const URL = 'http://localhost/api/notifications';

function message(overrides: Partial<NotificationDto>): NotificationDto {
  return {
    _id: 'm1',
    kind: 'deposit_decision',
    title: 'Your deposit of ৳500 was approved',
    body: 'We received your deposit.',
    link: '/profile',
    createdAt: '2026-03-01T10:00:00.000Z',
    readAt: null,
    ...overrides,
  };
}

/** An inbox the tests can read and mark: the server's answers, kept in step with what was marked. */
function inboxServer(messages: NotificationDto[]) {
  const state = messages.map((m) => ({ ...m }));
  const marked: unknown[] = [];
  const languages: string[] = [];
  const unread = () => state.filter((m) => m.readAt === null).length;
  server.use(
    http.get(URL, ({ request }) => {
      const url = new globalThis.URL(request.url);
      languages.push(url.searchParams.get('lang') ?? '');
      return HttpResponse.json({ notifications: url.searchParams.get('limit') === '1' ? state.slice(0, 1) : state, nextCursor: null, unread: unread() });
    }),
    http.post(`${URL}/read`, async ({ request }) => {
      const body = (await request.json()) as { ids?: string[]; all?: true };
      marked.push(body);
      for (const m of state) if (body.all || body.ids?.includes(m._id)) m.readAt = '2026-03-02T10:00:00.000Z';
      return HttpResponse.json({ unread: unread() });
    }),
  );
  return { marked, languages };
}

describe('inbox', () => {
  beforeEach(() => homeHandlers());

  test('the bell shows the unread count and opens the inbox; marking one, then all, read updates both', async () => {
    signIn();
    meHandler();
    const inbox = inboxServer([message({ _id: 'm2', title: 'Your withdrawal of ৳200 was paid', link: null }), message({})]);
    const { router } = await renderRoute('/');
    const bell = await screen.findByRole('link', { name: 'Messages: 2 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    await userEvent.click(bell);
    expect(router.state.location.pathname).toBe('/notifications');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Unread: Your withdrawal of ৳200 was paid', 'Unread: Your deposit of ৳500 was approved']);
    expect(inbox.languages).toContain('en');

    const [, second] = within(list).getAllByRole('listitem');
    await userEvent.click(within(second!).getByRole('button', { name: 'Mark as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages: 1 unread' })).toBeInTheDocument());
    expect(inbox.marked).toEqual([{ ids: ['m1'] }]);

    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument());
    expect(inbox.marked).toEqual([{ ids: ['m1'] }, { all: true }]);
    expect(await screen.findByText('Everything is read.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('in Bengali: the count in Bengali digits, the page asks for Bengali words; an empty inbox says so', async () => {
    signIn();
    meHandler();
    const inbox = inboxServer(Array.from({ length: 12 }, (_, i) => message({ _id: `m${i}` })));
    await renderRoute('/notifications', { lng: 'bn' });
    expect(await screen.findByRole('link', { name: 'বার্তা: ১২টি পড়া হয়নি' })).toBeInTheDocument();
    expect(await screen.findByText('১২টি বার্তা পড়া হয়নি')).toBeInTheDocument();
    expect(inbox.languages).toContain('bn');
  });

  test('an empty inbox explains what will arrive; a failed load offers to try again', async () => {
    signIn();
    meHandler();
    let fail = true;
    server.use(http.get(URL, () => (fail ? HttpResponse.json({ message: 'down' }, { status: 400 }) : HttpResponse.json({ notifications: [], nextCursor: null, unread: 0 }))));
    await renderRoute('/notifications');
    expect(await screen.findByText('Your messages could not be loaded.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument();
  });

  test('signed out: no bell, and /notifications asks to sign in', async () => {
    const { router } = await renderRoute('/notifications');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(screen.queryByRole('link', { name: /^Messages/ })).not.toBeInTheDocument();
  });
});
