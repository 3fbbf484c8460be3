import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DepositsTab } from '../../../../src/client/features/admin/deposits/components/deposits-tab';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';
import { DEPOSIT_URL, manyDeposits } from './deposit-fixtures';
import { depositsServer } from './deposits-server';

setupApiServer();
// Fifty MUI table rows a page render slowly in jsdom on a busy machine.
jest.setTimeout(45000);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

describe('deposits tab: every deposit, a page at a time (issue 15)', () => {
  test('asks 50 at a time; Load more asks for the next page by its cursor until the last, then goes', async () => {
    const state = depositsServer(manyDeposits(105));
    await renderWithProviders(<DepositsTab search="" />);
    await screen.findByText('Investor 1', {}, { timeout: 10000 });
    expect(bodyRows()).toHaveLength(50);
    expect(state.pages).toEqual([null]);

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(100), { timeout: 10000 });
    expect(state.pages).toEqual([null, 'c-d50']);
    expect(bodyRows()[50]).toHaveTextContent('Investor 51');

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(105), { timeout: 10000 });
    expect(state.pages).toEqual([null, 'c-d50', 'c-d100']);
    expect(bodyRows()[104]).toHaveTextContent('Investor 105');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(state.lists).toEqual(['pending', 'pending', 'pending']);
  });

  test('each request carries the status and limit=50', async () => {
    const seen: URLSearchParams[] = [];
    server.use(
      http.get(DEPOSIT_URL, ({ request }) => {
        seen.push(new URL(request.url).searchParams);
        return HttpResponse.json({ deposits: [], nextCursor: null });
      }),
    );
    await renderWithProviders(<DepositsTab search="" />);
    await screen.findByText('No deposits found.');
    expect(Object.fromEntries(seen[0]!)).toEqual({ status: 'pending', limit: '50' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'all');
    await waitFor(() => expect(seen).toHaveLength(2));
    expect(Object.fromEntries(seen[1]!)).toEqual({ limit: '50' });
  });

  test('the button says Loading... while the page is on its way; a failed page keeps the rows, says so, and Try again loads it', async () => {
    const deposits = manyDeposits(60);
    let release!: () => void;
    let failNext = true;
    server.use(
      http.get(DEPOSIT_URL, async ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        if (!cursor) return HttpResponse.json({ deposits: deposits.slice(0, 50), nextCursor: 'c-d50' });
        await new Promise<void>((resolve) => (release = resolve));
        if (failNext) {
          failNext = false;
          // A 4xx: not retried by the slice, so the failure reaches the screen at once.
          return HttpResponse.json({ message: 'Too many requests.', code: 'RATE_LIMITED' }, { status: 429 });
        }
        return HttpResponse.json({ deposits: deposits.slice(50), nextCursor: null });
      }),
    );
    await renderWithProviders(<DepositsTab search="" />);
    await screen.findByText('Investor 1', {}, { timeout: 10000 });

    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const loading = await screen.findByRole('button', { name: 'Loading...' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('More deposits could not be loaded.');
    expect(bodyRows()).toHaveLength(50);

    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('button', { name: 'Loading...' });
    release();
    await waitFor(() => expect(bodyRows()).toHaveLength(60), { timeout: 10000 });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Load more|Loading/ })).not.toBeInTheDocument();
  });

  test('in Bengali: আরও দেখুন', async () => {
    depositsServer(manyDeposits(51));
    await renderWithProviders(<DepositsTab search="" />, { lng: 'bn' });
    await screen.findByText('Investor 1', {}, { timeout: 10000 });
    await userEvent.click(screen.getByRole('button', { name: 'আরও দেখুন' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(51), { timeout: 10000 });
  });
});
