import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DepositDto } from '../../../src/shared/api-types';
import { server, useApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, findSection, meHandler, signIn } from './profile-helpers';

useApiServer();
afterEach(() => localStorage.clear());

function deposit(overrides: Partial<DepositDto>): DepositDto {
  return {
    _id: 'd1',
    userId: { _id: 'u1', fullname: 'Rahim Uddin', email: 'rahim@example.com' },
    amount: 25000,
    status: 'pending',
    screenshotUrl: 'http://localhost/api/files/private/x?sig=1',
    adminRemarks: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

const items = (section: HTMLElement) => within(section).getAllByRole('listitem').map((item) => item.textContent);

describe('profile: my deposits', () => {
  test('lists the investor’s deposits newest first with status, and remarks on a rejected one', async () => {
    signIn();
    meHandler();
    server.use(
      http.get(DEPOSITS_URL, () =>
        HttpResponse.json({
          deposits: [
            deposit({ _id: 'old', amount: 1000, status: 'rejected', adminRemarks: 'Screenshot unreadable', createdAt: '2026-01-02T10:00:00.000Z' }),
            deposit({ _id: 'new', amount: 25000, status: 'pending', createdAt: '2026-03-01T10:00:00.000Z' }),
            deposit({ _id: 'mid', amount: 5000.5, status: 'approved', createdAt: '2026-02-01T10:00:00.000Z' }),
          ],
        }),
      ),
    );
    await renderRoute('/profile');
    const section = await findSection('My deposits');
    await within(section).findAllByRole('listitem');
    expect(items(section)).toEqual([
      expect.stringMatching(/^৳25,000.*Pending$/),
      expect.stringMatching(/^৳5,000\.50.*Approved$/),
      expect.stringMatching(/^৳1,000.*Remarks: Screenshot unreadable.*Rejected$/),
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
    server.use(http.get(DEPOSITS_URL, () => (fail ? HttpResponse.json({ message: 'boom' }, { status: 500 }) : HttpResponse.json({ deposits: [deposit({})] }))));
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
    server.use(http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits: [deposit({ amount: 25000 })] })));
    await renderRoute('/profile', { lng: 'bn' });
    const section = await findSection('আমার জমা');
    await within(section).findAllByRole('listitem');
    expect(items(section)[0]).toMatch(/^২৫,০০০৳.*অপেক্ষমাণ$/);
  });
});
