import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PaymentAccountsTab } from '../../../../src/client/features/admin/bank/components/payment-accounts-tab';
import { server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { renderWithProviders, phoneScreenForEachTest } from '../admin-test-utils';
import { ACCOUNTS_URL, accountFixture, accountsServer, BKASH } from './payment-accounts-server';

setupApiServer();
// The add dialog re-validates on every change; on a busy 2-CPU machine a whole add takes seconds.
jest.setTimeout(30000);

const BANK = accountFixture();
const table = () => screen.getByRole('table', { name: 'Payment accounts' });
const rows = () => within(table()).getAllByRole('row').slice(1);
const dialog = (name: string) => screen.getByRole('dialog', { name });
const inDialog = (name: string) => within(dialog(name));

/** Pastes into a field: typing a key at a time re-validates the whole dialog per key, slow on a 2-CPU machine. */
async function fill(box: HTMLElement, text: string) {
  await userEvent.click(box);
  await userEvent.paste(text);
}

describe('payment accounts tab: states', () => {
  test('shows a loading status, then every account (inactive ones too) with kind, name, number and its switch', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gets: string[] = [];
    server.use(
      http.get(ACCOUNTS_URL, async ({ request }) => {
        gets.push(new URL(request.url).search);
        await gate;
        return HttpResponse.json({ paymentAccounts: [BANK, BKASH] });
      }),
    );
    await renderWithProviders(<PaymentAccountsTab search="" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Payment accounts' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading payment accounts...');
    release();
    await screen.findByRole('table', { name: 'Payment accounts' });
    expect(gets).toEqual(['?all=1']);
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Kind', 'Account name', 'Number', 'Active', 'Actions']);
    expect(
      rows().map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 3)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Islami Bank Bangladesh PLC', 'Halal Invest Ltd', '2050 1234 5678'],
      ['bKash', 'Halal Invest Ltd', '01712345678'],
    ]);
    expect(screen.getByRole('switch', { name: 'Islami Bank Bangladesh PLC active' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'bKash active' })).not.toBeChecked();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('a failed load says so, and Retry loads the accounts', async () => {
    server.use(http.get(ACCOUNTS_URL, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    await renderWithProviders(<PaymentAccountsTab search="" />);
    const alert = await screen.findByRole('alert', {}, { timeout: 12000 });
    expect(alert).toHaveTextContent('Failed to load payment accounts.');
    accountsServer([BANK]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Payment accounts' })).toBeInTheDocument();
  });

  test('no accounts yet: says so, and Add account is there', async () => {
    accountsServer([]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    expect(await screen.findByText('No payment accounts yet. Add the first one so investors can deposit.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add account' })).toBeInTheDocument();
  });
});

describe('payment accounts tab: adding', () => {
  test('the kind comes first; a bank asks for the bank fields; the saved account is listed', async () => {
    const state = accountsServer([]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const add = 'Add a payment account';
    expect(inDialog(add).queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));
    expect(await inDialog(add).findByText('Choose the kind of account.')).toBeInTheDocument();

    await userEvent.click(inDialog(add).getByRole('radio', { name: 'Bank' }));
    expect(
      inDialog(add)
        .getAllByRole('textbox')
        .map((box) => box.getAttribute('name')),
    ).toEqual(['bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber', 'instruction', 'instructionBn']);
    await fill(inDialog(add).getByRole('textbox', { name: 'Routing number' }), '12');
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inDialog(add).getByRole('textbox', { name: /^Bank name/ })).toHaveAccessibleDescription('Bank name is required.'));
    expect(inDialog(add).getByRole('textbox', { name: 'Routing number' })).toHaveAccessibleDescription('The routing number must be 9 digits.');
    expect(inDialog(add).getByRole('textbox', { name: /^Instruction \(English\)/ })).toHaveAccessibleDescription('Instruction cannot be empty.');
    expect(state.saves).toHaveLength(0);

    await userEvent.clear(inDialog(add).getByRole('textbox', { name: 'Routing number' }));
    await fill(inDialog(add).getByRole('textbox', { name: /^Bank name/ }), 'Dutch-Bangla Bank');
    await fill(inDialog(add).getByRole('textbox', { name: /^Account name/ }), 'Halal Invest Ltd');
    await fill(inDialog(add).getByRole('textbox', { name: /^Account number/ }), '১২৩ ৪৫৬');
    await fill(inDialog(add).getByRole('textbox', { name: /^Instruction \(English\)/ }), 'Write your customer ID.');
    await fill(inDialog(add).getByRole('textbox', { name: 'Instruction (Bengali)' }), 'গ্রাহক আইডি লিখুন।');
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toEqual({
      method: 'POST',
      url: ACCOUNTS_URL,
      body: {
        kind: 'bank',
        bankName: 'Dutch-Bangla Bank',
        accountName: 'Halal Invest Ltd',
        accountNumber: '123 456',
        instruction: 'Write your customer ID.',
        instructionBn: 'গ্রাহক আইডি লিখুন।',
        active: true,
      },
    });
    expect(await screen.findByText('Payment account added.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('cell', { name: 'Dutch-Bangla Bank' })).toBeInTheDocument();
  });

  test('a wallet takes no bank fields and needs an 11-digit mobile number', async () => {
    const state = accountsServer([]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const add = 'Add a payment account';
    await userEvent.click(inDialog(add).getByRole('radio', { name: 'Nagad' }));
    expect(inDialog(add).queryByRole('textbox', { name: /Bank name/ })).not.toBeInTheDocument();
    await fill(inDialog(add).getByRole('textbox', { name: /^Account name/ }), 'Halal Invest');
    await fill(inDialog(add).getByRole('textbox', { name: /^Mobile number/ }), '12345');
    await fill(inDialog(add).getByRole('textbox', { name: /^Instruction \(English\)/ }), 'Send Money to this number.');
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(inDialog(add).getByRole('textbox', { name: /^Mobile number/ })).toHaveAccessibleDescription('Enter an 11-digit mobile number such as 01712345678.'));
    expect(state.saves).toHaveLength(0);

    await userEvent.clear(inDialog(add).getByRole('textbox', { name: /^Mobile number/ }));
    await fill(inDialog(add).getByRole('textbox', { name: /^Mobile number/ }), '01812345678');
    await userEvent.click(inDialog(add).getByRole('switch', { name: 'Active: investors can pay into it' }));
    expect(await axeViolations(dialog(add))).toEqual([]);
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]!.body).toEqual({ kind: 'nagad', accountName: 'Halal Invest', accountNumber: '01812345678', instruction: 'Send Money to this number.', active: false });
  });

  test('a refused save keeps the dialog open and shows the server message', async () => {
    accountsServer([], () => HttpResponse.json({ message: 'Bank name is required.', code: 'VALIDATION_FAILED' }, { status: 400 }));
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add account' }));
    const add = 'Add a payment account';
    await userEvent.click(inDialog(add).getByRole('radio', { name: 'Rocket' }));
    await fill(inDialog(add).getByRole('textbox', { name: /^Account name/ }), 'Halal Invest');
    await fill(inDialog(add).getByRole('textbox', { name: /^Mobile number/ }), '01812345678');
    await fill(inDialog(add).getByRole('textbox', { name: /^Instruction \(English\)/ }), 'Send Money.');
    await userEvent.click(inDialog(add).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Bank name is required.', { selector: '#notistack-snackbar' })).toBeInTheDocument();
    expect(dialog(add)).toBeInTheDocument();
  });
});

describe('payment accounts tab: editing and switching', () => {
  test('a changed account number is confirmed (was / now) before it is sent; Cancel sends nothing', async () => {
    const state = accountsServer([BANK]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Islami Bank Bangladesh PLC 2050 1234 5678' }));
    const edit = 'Edit payment account';
    expect(inDialog(edit).getByRole('radio', { name: 'Bank' })).toBeChecked();
    await userEvent.clear(inDialog(edit).getByRole('textbox', { name: /^Account number/ }));
    await fill(inDialog(edit).getByRole('textbox', { name: /^Account number/ }), '9999 0000');
    await userEvent.click(inDialog(edit).getByRole('button', { name: 'Save' }));

    const confirm = await screen.findByRole('dialog', { name: 'Change the payment details?' });
    expect(within(confirm).getByTestId('bank-change-accountNumber')).toHaveTextContent('Account numberwas 2050 1234 5678→ now 9999 0000');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(state.saves).toHaveLength(0);

    await userEvent.click(inDialog(edit).getByRole('button', { name: 'Save' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Change the payment details?' })).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toMatchObject({
      method: 'PUT',
      url: `${ACCOUNTS_URL}/a1`,
      body: { kind: 'bank', accountNumber: '9999 0000', branch: 'Gulshan', routingNumber: '125261234' },
    });
    expect(await screen.findByText('Payment account updated.')).toBeInTheDocument();
  });

  test('an instruction-only change is saved without the confirmation', async () => {
    const state = accountsServer([BANK]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: /^Edit Islami Bank/ }));
    const edit = 'Edit payment account';
    await fill(inDialog(edit).getByRole('textbox', { name: 'Instruction (Bengali)' }), 'রেফারেন্সে গ্রাহক আইডি লিখুন।');
    await userEvent.click(inDialog(edit).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Change the payment details?' })).not.toBeInTheDocument();
    expect(state.saves[0]!.body).toMatchObject({ instructionBn: 'রেফারেন্সে গ্রাহক আইডি লিখুন।' });
  });

  test('the switch turns an account on or off at once, sending its details unchanged', async () => {
    const state = accountsServer([BANK, BKASH]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await userEvent.click(await screen.findByRole('switch', { name: 'bKash active' }));
    await waitFor(() => expect(state.saves).toHaveLength(1));
    expect(state.saves[0]).toEqual({
      method: 'PUT',
      url: `${ACCOUNTS_URL}/a2`,
      body: { kind: 'bkash', accountName: 'Halal Invest Ltd', accountNumber: '01712345678', instruction: 'Use Send Money.', active: true },
    });
    expect(await screen.findByText('Account turned on.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('switch', { name: 'bKash active' })).toBeChecked());
  });
});

describe('payment accounts tab: demo accounts', () => {
  test('an account the demo seed made carries a Demo chip; a real one does not', async () => {
    accountsServer([accountFixture({ isDemo: true }), BKASH]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    await screen.findByRole('table', { name: 'Payment accounts' });
    const [demo, real] = rows();
    expect(within(demo!).getByText('Demo').closest('[title]')).toHaveAttribute('title', expect.stringMatching(/^A sample account from the demo data/));
    expect(within(real!).queryByText('Demo')).not.toBeInTheDocument();
  });

  test('in Bengali the chip reads ডেমো', async () => {
    accountsServer([accountFixture({ isDemo: true })]);
    await renderWithProviders(<PaymentAccountsTab search="" />, { lng: 'bn' });
    expect(await screen.findByText('ডেমো')).toBeInTheDocument();
  });
});

describe('payment accounts tab on a phone, and in Bengali', () => {
  phoneScreenForEachTest();

  test('one card per account, with its switch and Edit; no table', async () => {
    accountsServer([BANK, BKASH]);
    await renderWithProviders(<PaymentAccountsTab search="" />);
    const list = await screen.findByRole('list', { name: 'Payment accounts' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Islami Bank Bangladesh PLCHalal Invest Ltd2050 1234 5678OnEdit', 'bKashHalal Invest Ltd01712345678OffEdit']);
    expect(within(cards[1]!).getByRole('switch', { name: 'bKash active' })).not.toBeChecked();
    expect(await axeViolations(list)).toEqual([]);
  });

  test('in Bengali: the tab, the kinds and a length message with Bengali digits', async () => {
    accountsServer([BKASH]);
    await renderWithProviders(<PaymentAccountsTab search="" />, { lng: 'bn' });
    expect(screen.getByRole('heading', { level: 3, name: 'টাকা জমার অ্যাকাউন্ট' })).toBeInTheDocument();
    const card = await screen.findByRole('listitem');
    expect(card).toHaveTextContent('বিকাশ');
    await userEvent.click(screen.getByRole('button', { name: 'অ্যাকাউন্ট যোগ করুন' }));
    const add = screen.getByRole('dialog', { name: 'নতুন অ্যাকাউন্ট যোগ করুন' });
    await userEvent.click(within(add).getByRole('radio', { name: 'ব্যাংক' }));
    await userEvent.click(within(add).getByRole('textbox', { name: 'শাখা' }));
    await userEvent.paste('শ'.repeat(121));
    await userEvent.click(within(add).getByRole('button', { name: 'সংরক্ষণ করুন' }));
    await waitFor(() => expect(within(add).getByRole('textbox', { name: 'শাখা' })).toHaveAccessibleDescription('সর্বোচ্চ ১২০ অক্ষর।'));
    expect(within(add).getByRole('textbox', { name: /^ব্যাংকের নাম/ })).toHaveAccessibleDescription('ব্যাংকের নাম আবশ্যক।');
  });
});
