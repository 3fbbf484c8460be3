import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ExpensesTab } from '../../../../src/client/features/admin/expenses/components/expenses-tab';
import type { ExpenseDto } from '../../../../src/shared/api-types';
import { server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';

setupApiServer();
jest.setTimeout(15000);

const EXPENSES_URL = 'http://localhost/api/expenses';

function expenseFixture(overrides: Partial<ExpenseDto> = {}): ExpenseDto {
  return { _id: 'e1', description: 'Office rent for March', amount: 45000, category: 'Rent', createdAt: '2026-03-01T09:00:00.000Z', ...overrides };
}

const RENT = expenseFixture();
const AUDIT = expenseFixture({ _id: 'e2', description: 'Shariah audit fee', amount: 12500.75, category: 'Professional fees', createdAt: '2026-03-05T09:00:00.000Z' });

/** GET and POST /api/expenses as the server answers them; `add` may replace a POST's answer. Records POST bodies. */
function expensesServer(initial: ExpenseDto[], add?: () => Response | undefined) {
  const state = { expenses: [...initial], gets: 0, posts: [] as unknown[] };
  server.use(
    http.get(EXPENSES_URL, () => {
      state.gets += 1;
      return HttpResponse.json({ expenses: state.expenses });
    }),
    http.post(EXPENSES_URL, async ({ request }) => {
      const body = (await request.json()) as Omit<ExpenseDto, '_id' | 'createdAt'>;
      state.posts.push(body);
      const answer = add?.();
      if (answer) return answer;
      const expense = { _id: `e${state.expenses.length + 10}`, ...body, createdAt: '2026-04-10T09:00:00.000Z' };
      state.expenses = [...state.expenses, expense];
      return HttpResponse.json({ expense }, { status: 201 });
    }),
  );
  return state;
}

const table = () => screen.findByRole('table', { name: 'Expenses, newest first' });
const bodyRows = (tableElement: HTMLElement) =>
  within(tableElement)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );

async function openDialog() {
  await userEvent.click(screen.getByRole('button', { name: 'Add Expense' }));
  return screen.findByRole('dialog', { name: 'Add Expense' });
}

describe('expenses tab: the list', () => {
  test('shows a loading status, then every expense newest first with its amount in BDT', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(EXPENSES_URL, async () => {
        await gate;
        return HttpResponse.json({ expenses: [RENT, AUDIT] });
      }),
    );
    await renderWithProviders(<ExpensesTab search="" />);
    expect(await screen.findByRole('status')).toHaveTextContent('Loading expenses...');

    release();
    const tableElement = await table();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(
      within(tableElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Description', 'Category', 'Amount', 'Date']);
    expect(bodyRows(tableElement)).toEqual([
      ['Shariah audit fee', 'Professional fees', '৳12,500.75', '5 March 2026'],
      ['Office rent for March', 'Rent', '৳45,000', '1 March 2026'],
    ]);
    expect(tableElement).not.toHaveTextContent('$');
  });

  test('shows the empty text', async () => {
    expensesServer([]);
    await renderWithProviders(<ExpensesTab search="" />);
    expect(await screen.findByText('No expenses recorded yet.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test("a load failure shows 'Error: {message}', and Retry loads the list", async () => {
    server.use(http.get(EXPENSES_URL, () => HttpResponse.json({ message: 'Your session has expired. Please sign in again.', code: 'SESSION_EXPIRED' }, { status: 401 })));
    await renderWithProviders(<ExpensesTab search="" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Your session has expired. Please sign in again.');

    expensesServer([RENT]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(bodyRows(await table())).toEqual([['Office rent for March', 'Rent', '৳45,000', '1 March 2026']]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('expenses tab: adding', () => {
  test("empty fields say 'All fields are required.' and nothing is sent", async () => {
    const state = expensesServer([RENT]);
    await renderWithProviders(<ExpensesTab search="" />);
    await table();
    const dialog = await openDialog();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('All fields are required.')).toHaveLength(3);
    for (const name of ['Description', 'Amount (BDT)', 'Category']) {
      expect(within(dialog).getByRole('textbox', { name })).toHaveAccessibleDescription('All fields are required.');
    }

    // One missing field is enough to refuse.
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Printer ink');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (BDT)' }), '900');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findAllByText('All fields are required.')).toHaveLength(1);
    expect(state.posts).toHaveLength(0);
  });

  test('an amount that is not a positive number with at most 2 decimals is refused', async () => {
    const state = expensesServer([]);
    await renderWithProviders(<ExpensesTab search="" />);
    await screen.findByText('No expenses recorded yet.');
    const dialog = await openDialog();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount (BDT)' });
    const refusals: [string, string][] = [
      ['abc', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
      ['0', 'The amount must be more than ৳0.'],
      ['-5', 'The amount must be more than ৳0.'],
      ['10.555', 'The amount can have at most 2 decimals (poisha).'],
    ];
    for (const [bad, message] of refusals) {
      await userEvent.type(amount, bad);
      await userEvent.tab();
      await waitFor(() => expect(amount).toHaveAccessibleDescription(message));
      await userEvent.clear(amount);
      // The message changes before the next value is judged, so each one is judged on its own.
      await waitFor(() => expect(amount).toHaveAccessibleDescription('All fields are required.'));
    }
    await userEvent.type(amount, '1000000000');
    await userEvent.tab();
    await waitFor(() => expect(amount).toHaveAccessibleDescription('The amount is too large.'));
    expect(state.posts).toHaveLength(0);
  });

  test('sends the trimmed texts and the amount as a number, toasts, closes and shows the new expense', async () => {
    const state = expensesServer([RENT]);
    await renderWithProviders(<ExpensesTab search="" />);
    await table();
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), ' Electricity bill ');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (BDT)' }), '3200.50');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Utilities');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Expense added successfully!')).toBeInTheDocument();
    expect(state.posts).toEqual([{ description: 'Electricity bill', amount: 3200.5, category: 'Utilities' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(bodyRows(screen.getByRole('table'))[0]).toEqual(['Electricity bill', 'Utilities', '৳3,200.50', '10 April 2026']));
  });

  test("a refused add shows the server's message and keeps the dialog open", async () => {
    const state = expensesServer([], () => HttpResponse.json({ message: 'Category must be at most 100 characters.', code: 'VALIDATION_FAILED' }, { status: 400 }));
    await renderWithProviders(<ExpensesTab search="" />);
    await screen.findByText('No expenses recorded yet.');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Rent');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (BDT)' }), '100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Rent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Category must be at most 100 characters.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add Expense' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Rent');
    expect(state.posts).toHaveLength(1);
  });

  test("a failure without a message shows 'Failed to add expense'; Cancel closes", async () => {
    expensesServer([], () => HttpResponse.error());
    await renderWithProviders(<ExpensesTab search="" />);
    await screen.findByText('No expenses recorded yet.');
    const dialog = await openDialog();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Rent');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount (BDT)' }), '100');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Category' }), 'Rent');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add expense')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('expenses tab in Bengali', () => {
  test('list, dialog, the required rule, Bengali digits and the toast are Bengali', async () => {
    const state = expensesServer([RENT]);
    await renderWithProviders(<ExpensesTab search="" />, { lng: 'bn' });
    const tableElement = await screen.findByRole('table', { name: 'খরচ, নতুনগুলো আগে' });
    expect(bodyRows(tableElement)).toEqual([['Office rent for March', 'Rent', '৪৫,০০০ টাকা', '১ মার্চ, ২০২৬']]);

    await userEvent.click(screen.getByRole('button', { name: 'খরচ যোগ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'খরচ যোগ করুন' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'যোগ করুন' }));
    expect(await within(dialog).findAllByText('সবগুলো ঘর পূরণ করা আবশ্যক।')).toHaveLength(3);

    await userEvent.type(within(dialog).getByRole('textbox', { name: 'বিবরণ' }), 'বিদ্যুৎ বিল');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'পরিমাণ (টাকা)' }), '১৫০০');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'ধরন' }), 'ইউটিলিটি');
    await userEvent.click(within(dialog).getByRole('button', { name: 'যোগ করুন' }));
    expect(await screen.findByText('খরচ সফলভাবে যোগ হয়েছে!')).toBeInTheDocument();
    expect(state.posts).toEqual([{ description: 'বিদ্যুৎ বিল', amount: 1500, category: 'ইউটিলিটি' }]);
  });

  test('the empty text and a load failure are Bengali', async () => {
    expensesServer([]);
    const first = await renderWithProviders(<ExpensesTab search="" />, { lng: 'bn' });
    expect(await screen.findByText('এখনো কোনো খরচ লেখা হয়নি।')).toBeInTheDocument();
    first.unmount();

    server.use(http.get(EXPENSES_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<ExpensesTab search="" />, { lng: 'bn' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ত্রুটি: শুধু অ্যাডমিনরা এটি করতে পারেন।');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});
