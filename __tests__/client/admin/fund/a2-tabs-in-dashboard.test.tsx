import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, manyUsers, renderAdmin, usersServer } from '../shell/admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const GREEN = projectFixture({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Bashundhara Green Residency' });

/** The deposits, bank, expenses and fund tabs as the dashboard shows them (registered in shell/tabs.tsx). */
describe('deposits, bank, expenses and fund in the admin dashboard', () => {
  test('the four tabs follow promotions in the sidebar, and each opens its own panel from ?tab=', async () => {
    server.use(
      http.get('http://localhost/api/deposit', () => HttpResponse.json({ deposits: [] })),
      http.get('http://localhost/api/payment-accounts', () => HttpResponse.json({ paymentAccounts: [] })),
      http.get('http://localhost/api/expenses', () => HttpResponse.json({ expenses: [] })),
      http.get('http://localhost/api/project/list', () => HttpResponse.json({ projects: [GREEN] })),
    );
    const { router } = await renderAdmin('/admin/dashboard?tab=deposits');
    const names = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(names.slice(names.indexOf('Promotions'))).toEqual([
      'Promotions',
      'Deposits',
      'Withdrawals',
      'Payment accounts',
      'Expenses',
      'Fund',
      'Distributions',
      'Messages',
      'Activity',
      'Exports',
      'Settings',
    ]);
    const panel = () => screen.getByRole('tabpanel');

    expect(await within(panel()).findByText('No deposits found.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(panel()).toHaveAccessibleName('Deposits');

    await userEvent.click(screen.getByRole('tab', { name: 'Payment accounts' }));
    expect(router.state.location.search).toBe('?tab=payment-accounts');
    expect(await within(panel()).findByRole('button', { name: 'Add account' }, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Expenses' }));
    expect(await within(panel()).findByText('No expenses recorded yet.', {}, { timeout: 5000 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Fund' }));
    expect(await within(panel()).findByRole('heading', { level: 3, name: 'Allocate funds' }, { timeout: 5000 })).toBeInTheDocument();
  });

  test('after allocating funds the dashboard is back on its default (users) tab', async () => {
    usersServer(manyUsers(2));
    const posts: unknown[] = [];
    server.use(
      http.get('http://localhost/api/project/list', () => HttpResponse.json({ projects: [GREEN] })),
      http.post('http://localhost/api/investment/allocate-funds', async ({ request }) => {
        posts.push(await request.json());
        return HttpResponse.json({ message: 'Investment allocated successfully', project: GREEN }, { status: 201 });
      }),
    );
    const { router } = await renderAdmin('/admin/dashboard?tab=fund');
    const select = await screen.findByRole('combobox', { name: 'Project' }, { timeout: 5000 });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Bashundhara Green Residency');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount (BDT)' }), '2500');
    await userEvent.click(screen.getByRole('button', { name: 'Allocate Funds' }));

    expect(await screen.findByText('Investment allocated successfully')).toBeInTheDocument();
    expect(posts).toEqual([{ projectId: GREEN._id, amount: 2500, idempotencyKey: expect.any(String) }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.getByRole('tab', { selected: true })).toHaveAccessibleName('Users'));
  });
});
