import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, manyUsers, renderAdmin, searchedFor, userFixture, USERS_URL, usersServer } from '../shell/admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const usersTable = () => screen.findByRole('table', { name: 'Users' });
/** The table row holding `name`. */
const rowOf = (name: string) => screen.getByRole('cell', { name }).closest('[role="row"]') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('users tab', () => {
  test('shows the columns and each user as a row, amounts in BDT', async () => {
    usersServer([
      userFixture(),
      userFixture({ _id: 'u2', fullname: 'Karima Begum', email: 'karima@example.com', phone: null, nid: null, totalInvestment: 0, totalProfit: 0, totalLoss: 0 }),
    ]);
    await renderAdmin();
    const table = await usersTable();
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Full name', 'Email', 'Phone', 'NID', 'Profit', 'Loss', 'Investment', 'Actions']);

    await screen.findByRole('cell', { name: 'Rahim Uddin' });
    expect(cellTexts(rowOf('Rahim Uddin'))).toEqual(['Rahim Uddin', 'rahim@example.com', '+880 1711-000000', '1990123456', '৳87,500.50', '৳1,200', '৳12,50,000', 'Deactivate']);
    expect(cellTexts(rowOf('Karima Begum'))).toEqual(['Karima Begum', 'karima@example.com', '—', '—', '৳0', '৳0', '৳0', 'Deactivate']);
    // Position and total are announced although only the visible rows exist in the page.
    expect(rowOf('Karima Begum')).toHaveAttribute('aria-rowindex', '3');
    expect(table).toHaveAttribute('aria-rowcount', '3');
    expect(screen.getByRole('rowgroup', { name: 'User rows; scroll for more' })).toHaveAttribute('tabindex', '0');
  });

  test('a sign-up that never entered its email code is marked Not verified; verified users are not', async () => {
    usersServer([userFixture(), userFixture({ _id: 'u2', fullname: 'Karima Begum', email: 'karima@example.com', isVerified: false })]);
    await renderAdmin();
    await usersTable();
    const karima = (await screen.findByText('Karima Begum')).closest('[role="row"]') as HTMLElement;
    expect(within(karima).getByText('Not verified').closest('[title]')).toHaveAttribute('title', expect.stringMatching(/never entered the 6-digit code/));
    expect(within(rowOf('Rahim Uddin')).queryByText('Not verified')).not.toBeInTheDocument();
  });

  test('"No users found" when nobody matches', async () => {
    usersServer([]);
    await renderAdmin();
    expect(await screen.findByText('No users found')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Users' })).not.toBeInTheDocument();
  });

  test('a failed load shows "Error: {message}" and can be retried', async () => {
    server.use(
      http.get(USERS_URL, () => HttpResponse.json({ message: 'The list position (cursor) is not valid. Please reload the list.', code: 'INVALID_CURSOR' }, { status: 400 })),
    );
    await renderAdmin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: The list position (cursor) is not valid. Please reload the list.');
    usersServer(manyUsers(1));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'User 1' })).toBeInTheDocument();
  });

  test('the search is debounced: one request with q once typing pauses, not one per key', async () => {
    const users = usersServer([...manyUsers(3), userFixture({ _id: 'r', fullname: 'Rahim Uddin' })]);
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    expect(searchedFor(users.requests)).toEqual([null]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'rahim');
    // Typing has just stopped: nothing is sent until the 300 ms pause is over.
    expect(searchedFor(users.requests)).toEqual([null]);
    await screen.findByRole('cell', { name: 'Rahim Uddin' });
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'User 1' })).not.toBeInTheDocument());
    expect(searchedFor(users.requests)).toEqual([null, 'rahim']);
    expect(users.requests[1]!.get('limit')).toBe('50');
    expect(users.requests[1]!.has('cursor')).toBe(false);
  });

  test('search text that matches nobody shows "No users found"', async () => {
    usersServer(manyUsers(2));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zzz');
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});

describe('deactivating a user', () => {
  test('asks first; Cancel does nothing; confirming deletes, refreshes the list and says so', async () => {
    const users = usersServer(manyUsers(3));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 2' });

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    expect(dialog).toHaveAccessibleDescription('User 2 (user2@example.com) will no longer be able to sign in. Their history and money records are kept.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(users.deletes).toEqual([]);

    const requestsBefore = users.requests.length;
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Deactivate this user?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User 2 has been deactivated.')).toBeInTheDocument();
    expect(users.deletes).toEqual(['u2']);
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'User 2' })).not.toBeInTheDocument());
    expect(users.requests.length).toBeGreaterThan(requestsBefore);
    expect(screen.getByRole('cell', { name: 'User 1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'User 3' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test.each([
    ['the server message', { message: 'You cannot deactivate your own account.', code: 'CANNOT_DEACTIVATE_SELF' }, 409, 'You cannot deactivate your own account.'],
    ['the fallback without one', {}, 500, 'Failed to deactivate user'],
  ])('a refusal shows %s and keeps the user', async (_what, body, status, text) => {
    usersServer(manyUsers(2));
    server.use(http.delete(`${USERS_URL}/:id`, () => HttpResponse.json(body, { status })));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate User 1' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'User 1' })).toBeInTheDocument();
  });
});

describe('users tab in Bengali', () => {
  test('headers, amounts (Bengali digits), the button and the dialog', async () => {
    usersServer([userFixture()]);
    await renderAdmin('/admin/dashboard', { lng: 'bn' });
    const table = await screen.findByRole('table', { name: 'ব্যবহারকারী' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['পুরো নাম', 'ইমেইল', 'ফোন', 'এনআইডি', 'মুনাফা', 'লোকসান', 'বিনিয়োগ', 'করণীয়']);
    await screen.findByRole('cell', { name: 'Rahim Uddin' });
    expect(cellTexts(rowOf('Rahim Uddin')).slice(4, 7)).toEqual(['৮৭,৫০০.৫০ টাকা', '১,২০০ টাকা', '১২,৫০,০০০ টাকা']);
    await userEvent.click(screen.getByRole('button', { name: 'Rahim Uddin-কে নিষ্ক্রিয় করুন' }));
    expect(await screen.findByRole('dialog', { name: 'এই ব্যবহারকারীকে নিষ্ক্রিয় করবেন?' })).toBeInTheDocument();
  });

  test('a refusal with a known code is shown in Bengali; "No users found" too', async () => {
    usersServer([userFixture()]);
    server.use(http.delete(`${USERS_URL}/:id`, () => HttpResponse.json({ message: 'You cannot deactivate your own account.', code: 'CANNOT_DEACTIVATE_SELF' }, { status: 409 })));
    await renderAdmin('/admin/dashboard', { lng: 'bn' });
    await screen.findByRole('cell', { name: 'Rahim Uddin' });
    await userEvent.click(screen.getByRole('button', { name: 'Rahim Uddin-কে নিষ্ক্রিয় করুন' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'নিষ্ক্রিয় করুন' }));
    expect(await screen.findByText('আপনি নিজের অ্যাকাউন্ট নিষ্ক্রিয় করতে পারবেন না।')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'ব্যবহারকারী খুঁজুন' }), 'zzz');
    expect(await screen.findByText('কোনো ব্যবহারকারী পাওয়া যায়নি')).toBeInTheDocument();
  });
});
