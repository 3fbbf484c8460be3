import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MessagesTab } from '../../../../src/client/features/admin/messages/components/messages-tab';
import type { OutboxMessageDto } from '../../../../src/shared/outbox-types';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';

setupApiServer();
jest.setTimeout(15000);

const LIST_URL = 'http://localhost/api/admin/messages';

const message = (overrides: Partial<OutboxMessageDto>): OutboxMessageDto => ({
  _id: 'a'.repeat(24),
  channel: 'email',
  recipient: 'rahim@example.com',
  subject: 'Your deposit of ৳5,000 was approved',
  status: 'failed',
  attempts: 10,
  lastError: '421 Service not available',
  createdAt: '2026-11-28T09:00:00.000Z',
  nextAttemptAt: '2026-11-28T19:00:00.000Z',
  sentAt: null,
  retryable: true,
  ...overrides,
});

/** The outbox as the server lists it by status; a retry moves a message from given up to waiting. */
function outboxServer(initial: OutboxMessageDto[]) {
  const state = { messages: [...initial], retried: [] as string[], statuses: [] as string[] };
  server.use(
    http.get(LIST_URL, ({ request }) => {
      const status = new URL(request.url).searchParams.get('status') ?? 'failed';
      state.statuses.push(status);
      return HttpResponse.json({ messages: state.messages.filter((m) => m.status === status), nextCursor: null });
    }),
    http.post(`${LIST_URL}/:id/retry`, ({ params }) => {
      const id = String(params.id);
      state.retried.push(id);
      state.messages = state.messages.map((m) => (m._id === id ? { ...m, status: 'pending', attempts: 0 } : m));
      return HttpResponse.json({ message: state.messages.find((m) => m._id === id) });
    }),
  );
  return state;
}

describe('the admin Messages tab', () => {
  test('given-up messages show their error; sending one again moves it to Waiting', async () => {
    const code = message({ _id: 'b'.repeat(24), channel: 'sms', recipient: '+8801711234567', subject: 'Phone check code', retryable: false });
    const state = outboxServer([message({}), code]);
    await renderWithProviders(<MessagesTab search="" />);
    const list = await screen.findByRole('list', { name: 'Given up' });
    const mail = within(list).getByRole('listitem', { name: 'Your deposit of ৳5,000 was approved' });
    expect(within(mail).getByText('Last error: 421 Service not available')).toBeInTheDocument();
    expect(within(mail).getByText(/10 tries/)).toBeInTheDocument();
    const sms = within(list).getByRole('listitem', { name: 'Phone check code' });
    expect(within(sms).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(within(sms).getByText(/held a code, which was wiped/)).toBeInTheDocument();

    await userEvent.click(within(mail).getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('The message will be sent again.')).toBeInTheDocument();
    expect(state.retried).toEqual(['a'.repeat(24)]);
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'Given up' })).queryByRole('listitem', { name: 'Your deposit of ৳5,000 was approved' })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Waiting' }));
    expect(await within(await screen.findByRole('list', { name: 'Waiting' })).findByRole('listitem', { name: 'Your deposit of ৳5,000 was approved' })).toBeInTheDocument();
  });

  test('in Bengali, an empty list says so', async () => {
    outboxServer([]);
    await renderWithProviders(<MessagesTab search="" />, { lng: 'bn' });
    expect(await screen.findByText('পাঠাতে ব্যর্থ কোনো বার্তা নেই।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'পাঠানো যায়নি' })).toHaveAttribute('aria-pressed', 'true');
  });
});
