import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DepositDto } from '../../../src/shared/api-types';
import { server, setupApiServer } from '../api-server';
import { depositFixture } from '../fixtures/deposits';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, findSection, meHandler, signIn } from './profile-helpers';

setupApiServer();
afterEach(() => localStorage.clear());

/** One of Rahim's deposits, of ৳25,000 on 1 March unless `overrides` says otherwise. */
function deposit(overrides: Partial<DepositDto>): DepositDto {
  const createdAt = '2026-03-01T10:00:00.000Z';
  const rahim = { _id: 'u1', fullname: 'Rahim Uddin', email: 'rahim@example.com', uniqueId: null, phone: null };
  return depositFixture({ userId: rahim, amount: 25000, screenshotUrl: 'http://localhost/api/files/private/x?sig=1', createdAt, updatedAt: createdAt, ...overrides });
}

const items = (section: HTMLElement) =>
  within(section)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('profile: my deposits', () => {
  test('lists the investor’s deposits newest first with date, reference and status, and remarks on a rejected one', async () => {
    signIn();
    meHandler();
    server.use(
      http.get(DEPOSITS_URL, () =>
        HttpResponse.json({
          deposits: [
            deposit({ _id: 'a0ld0001x', amount: 1000, status: 'rejected', adminRemarks: 'Screenshot unreadable', createdAt: '2026-01-02T10:00:00.000Z' }),
            deposit({ _id: '7k3m9q2a-new', amount: 25000, status: 'pending', createdAt: '2026-03-01T10:00:00.000Z' }),
            deposit({ _id: 'b1d00002y', amount: 5000.5, status: 'approved', createdAt: '2026-02-01T10:00:00.000Z' }),
          ],
          nextCursor: null,
        }),
      ),
    );
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    await within(section).findAllByRole('listitem');
    expect(items(section)).toEqual([
      '৳25,0001 March 2026Reference DEP-7K3M9Q2APending',
      '৳5,000.501 February 2026Reference DEP-B1D00002Approved',
      '৳1,0002 January 2026Reference DEP-A0LD0001Remarks: Screenshot unreadableRejected',
    ]);
  });

  test('none yet: says so and offers a deposit', async () => {
    signIn();
    meHandler();
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    expect(await within(section).findByText('You have not made a deposit yet.')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Make a deposit' })).toHaveAttribute('href', '/deposit');
  });

  test('a load failure says so, and Try Again loads them', async () => {
    signIn();
    meHandler();
    let fail = true;
    server.use(http.get(DEPOSITS_URL, () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json({ deposits: [deposit({})], nextCursor: null }))));
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    expect(await within(section).findByText('Your deposits could not be loaded.', {}, { timeout: 5000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(within(section).getByRole('button', { name: 'Try Again' }));
    expect(await within(section).findByText('Pending')).toBeInTheDocument();
  });

  test('in Bengali: Bengali digits and status', async () => {
    signIn();
    meHandler();
    server.use(http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [deposit({ _id: '7k3m9q2a-new', amount: 25000 })], nextCursor: null })));
    await renderRoute('/profile', { lng: 'bn' });
    const section = await findSection('আমার টাকা জমা');
    await within(section).findAllByRole('listitem');
    expect(items(section)[0]).toMatch(/^২৫,০০০ টাকা.*রেফারেন্স DEP-7K3M9Q2A.*যাচাই চলছে$/);
  });

  test.each([
    ['bn' as const, 'the Bengali reason in Bengali', 'ঝাপসা স্ক্রিনশট', 'মন্তব্য: ঝাপসা স্ক্রিনশট'],
    ['bn' as const, 'the English reason when no Bengali one was written', null, 'মন্তব্য: Screenshot unreadable'],
    ['en' as const, 'the English reason in English', 'ঝাপসা স্ক্রিনশট', 'Remarks: Screenshot unreadable'],
  ])('in %s: a rejected deposit shows %s (issue 18)', async (lng, _name, adminRemarksBn, shown) => {
    signIn();
    meHandler();
    const rejected = deposit({ status: 'rejected', adminRemarks: 'Screenshot unreadable', adminRemarksBn });
    server.use(http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [rejected], nextCursor: null })));
    await renderRoute('/profile', { lng });
    const section = await findSection(lng === 'bn' ? 'আমার টাকা জমা' : 'My deposits');
    expect(await within(section).findByText(shown)).toBeInTheDocument();
  });

  test('in English: the Bengali reason when no English one was written (issue 18)', async () => {
    signIn();
    meHandler();
    server.use(
      http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [deposit({ status: 'rejected', adminRemarks: null, adminRemarksBn: 'ঝাপসা স্ক্রিনশট' })], nextCursor: null })),
    );
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    expect(await within(section).findByText('Remarks: ঝাপসা স্ক্রিনশট')).toBeInTheDocument();
  });

  test('pages through every deposit 10 at a time with Load more (issue 15)', async () => {
    signIn();
    meHandler();
    const all = Array.from({ length: 25 }, (_, i) =>
      deposit({ _id: `dep${String(i + 1).padStart(5, '0')}`, amount: (i + 1) * 1000, createdAt: new Date(Date.UTC(2026, 2, 1) - i * 3_600_000).toISOString() }),
    );
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(DEPOSITS_URL, ({ request }) => {
        const params = new URL(request.url).searchParams;
        asked.push(params);
        const start = params.get('cursor') ? Number(params.get('cursor')) : 0;
        const limit = Number(params.get('limit'));
        const end = start + limit;
        return HttpResponse.json({ deposits: all.slice(start, end), nextCursor: end < all.length ? String(end) : null });
      }),
    );
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    await within(section).findAllByRole('listitem');
    expect(items(section)).toHaveLength(10);
    expect(Object.fromEntries(asked[0]!)).toEqual({ limit: '10' });

    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(section)).toHaveLength(20));
    expect(asked[1]!.get('cursor')).toBe('10');
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(items(section)).toHaveLength(25));
    expect(items(section)[24]).toContain('Reference DEP-DEP00025');
    expect(within(section).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('a failed page keeps the deposits shown, says so, and Try Again loads it', async () => {
    signIn();
    meHandler();
    let failNext = true;
    server.use(
      http.get(DEPOSITS_URL, ({ request }) => {
        if (!new URL(request.url).searchParams.get('cursor')) return HttpResponse.json({ deposits: [deposit({ _id: 'first0001' })], nextCursor: 'c1' });
        if (failNext) {
          failNext = false;
          return HttpResponse.json({ message: 'Too many requests.', code: 'RATE_LIMITED' }, { status: 429 });
        }
        return HttpResponse.json({ deposits: [deposit({ _id: 'second001', createdAt: '2026-02-01T10:00:00.000Z' })], nextCursor: null });
      }),
    );
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    await within(section).findAllByRole('listitem');
    await userEvent.click(within(section).getByRole('button', { name: 'Load more' }));
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('More deposits could not be loaded.');
    expect(items(section)).toHaveLength(1);
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(items(section)).toHaveLength(2));
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('in Bengali: Load more reads আরও দেখুন', async () => {
    signIn();
    meHandler();
    server.use(
      http.get(DEPOSITS_URL, ({ request }) =>
        new URL(request.url).searchParams.get('cursor')
          ? HttpResponse.json({ deposits: [deposit({ _id: 'second001', createdAt: '2026-02-01T10:00:00.000Z' })], nextCursor: null })
          : HttpResponse.json({ deposits: [deposit({ _id: 'first0001' })], nextCursor: 'c1' }),
      ),
    );
    await renderRoute('/profile', { lng: 'bn' });
    const section = await findSection('আমার টাকা জমা');
    await within(section).findAllByRole('listitem');
    await userEvent.click(within(section).getByRole('button', { name: 'আরও দেখুন' }));
    await waitFor(() => expect(items(section)).toHaveLength(2));
  });
});
