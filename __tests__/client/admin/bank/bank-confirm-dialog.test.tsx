import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BankTab } from '../../../../src/client/features/admin/bank/components/bank-tab';
import type { BankInfoDto } from '../../../../src/shared/api-types';
import { server, useApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';

useApiServer();
jest.setTimeout(15000);

const BANK_URL = 'http://localhost/api/bank';
const SAVED: BankInfoDto = {
  _id: 'b1',
  bankName: 'Islami Bank Bangladesh PLC',
  accountNumber: '2050 1234 5678',
  accountName: 'Halal Invest Ltd',
  instruction: 'Write your email in the transfer reference.',
  updatedAt: '2026-03-01T00:00:00.000Z',
  detailsChangedAt: null,
  isDemo: false,
};

function bankServer() {
  const puts: Record<string, string>[] = [];
  server.use(
    http.get(BANK_URL, () => HttpResponse.json({ bankInfo: SAVED })),
    http.put(`${BANK_URL}/:id`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      puts.push(body);
      return HttpResponse.json({ bankInfo: { ...SAVED, ...body } });
    }),
  );
  return puts;
}

const field = (name: string) => screen.getByRole('textbox', { name });
async function change(name: string, value: string) {
  await userEvent.clear(field(name));
  await userEvent.type(field(name), value);
}

describe('bank details confirmation dialog (issue 14)', () => {
  test('lists old → new for each changed field only; Cancel sends nothing and keeps what was typed', async () => {
    const puts = bankServer();
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    await change('Account number', '9999 0000');
    await change('Account name', 'Someone Else');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    const dialog = await screen.findByRole('dialog', { name: 'Change the payment details?' });
    expect(dialog).toHaveAccessibleDescription(/Investors send money to these details/);
    expect(within(dialog).getByTestId('bank-change-accountNumber')).toHaveTextContent('Account numberwas 2050 1234 5678→ now 9999 0000');
    expect(within(dialog).getByTestId('bank-change-accountName')).toHaveTextContent('Account namewas Halal Invest Ltd→ now Someone Else');
    expect(within(dialog).queryByTestId('bank-change-bankName')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('bank-change-instruction')).not.toBeInTheDocument();
    expect(within(dialog).getByText('2050 1234 5678').tagName).toBe('DEL');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(puts).toHaveLength(0);
    expect(field('Account number')).toHaveValue('9999 0000');
  });

  test('Confirm sends the PUT once and toasts success', async () => {
    const puts = bankServer();
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    await change('Bank name', 'Dutch-Bangla Bank');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    const dialog = await screen.findByRole('dialog');
    expect(puts).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
    expect(puts).toEqual([{ bankName: 'Dutch-Bangla Bank', accountNumber: SAVED.accountNumber, accountName: SAVED.accountName, instruction: SAVED.instruction }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('saving unchanged details asks nothing; the first details (Add) need no confirmation either', async () => {
    const puts = bankServer();
    await renderWithProviders(<BankTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('in Bengali: title, labels and buttons', async () => {
    bankServer();
    await renderWithProviders(<BankTab search="" />, { lng: 'bn' });
    await screen.findByRole('button', { name: 'হালনাগাদ করুন' });
    await change('অ্যাকাউন্ট নম্বর', '৯৯৯৯');
    await userEvent.click(screen.getByRole('button', { name: 'হালনাগাদ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'টাকা পাঠানোর তথ্য বদলাবেন?' });
    expect(within(dialog).getByTestId('bank-change-accountNumber')).toHaveTextContent('অ্যাকাউন্ট নম্বরআগে 2050 1234 5678→ এখন 9999');
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'নিশ্চিত করুন' })).toBeInTheDocument();
  });
});
