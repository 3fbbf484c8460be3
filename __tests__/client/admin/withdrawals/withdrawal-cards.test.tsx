import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WithdrawalsTab } from '../../../../src/client/features/admin/withdrawals/components/withdrawals-tab';
import { setupApiServer } from '../../api-server';
import { renderWithProviders, phoneScreenForEachTest } from '../admin-test-utils';
import { BANK_WITHDRAWAL, withdrawalFixture } from './withdrawal-fixtures';
import { withdrawalsServer } from './withdrawals-server';

setupApiServer();
jest.setTimeout(15000);

phoneScreenForEachTest();

const HELD = withdrawalFixture({ hold: { reasons: ['email-changed'], until: '2026-03-03T09:30:00.000Z' } });

describe('withdrawals tab on a phone', () => {
  test('one card per withdrawal with investor, amount, status, date, reference, account details to copy and the hold; Review opens the dialog', async () => {
    withdrawalsServer([HELD, BANK_WITHDRAWAL]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    const list = await screen.findByRole('list', { name: 'Withdrawals, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(cards).toHaveLength(2);

    const held = cards[0]!;
    for (const text of ['Amina Rahman', 'amina@example.com', '৳15,000', 'Pending', '2 March 2026', 'WDR-A1B2C3D4', 'bKash', '01712345678']) {
      expect(within(held).getByText(text)).toBeInTheDocument();
    }
    expect(within(held).getByRole('note')).toHaveTextContent('Email address changed less than 24 hours before the request');
    expect(within(held).getByRole('button', { name: 'Copy Number' })).toBeInTheDocument();

    const bank = cards[1]!;
    expect(within(bank).getByText('Bank account')).toBeInTheDocument();
    expect(within(bank).getByText('2050 1234 5678')).toBeInTheDocument();
    expect(within(bank).getAllByRole('button', { name: /^Copy / })).toHaveLength(5);
    expect(within(bank).queryByRole('note')).not.toBeInTheDocument();

    await userEvent.click(within(held).getByRole('button', { name: 'Review withdrawal WDR-A1B2C3D4 of ৳15,000 for Amina Rahman' }));
    const dialog = await screen.findByRole('dialog', { name: 'Review withdrawal' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a decided withdrawal shows its payment reference and no Review', async () => {
    withdrawalsServer([withdrawalFixture({ status: 'paid', paymentReference: 'TRX8K2M4P' })]);
    await renderWithProviders(<WithdrawalsTab search="" />);
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Status' }), 'paid');
    const list = await screen.findByRole('list', { name: 'Withdrawals, newest first' });
    expect(within(list).getByText('Payment reference: TRX8K2M4P')).toBeInTheDocument();
    expect(within(list).getByText('Paid')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /Review/ })).not.toBeInTheDocument();
  });
});
