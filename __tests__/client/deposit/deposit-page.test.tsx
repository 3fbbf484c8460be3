import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { bankFixture } from './deposit-fixtures';
import { BANK_URL, bankAnswer, renderDeposit } from './deposit-screen';

setupApiServer();

afterEach(() => localStorage.clear());

const bankSection = () => screen.getByRole('region', { name: 'Bank details' });

/** The definition list's value for a label. */
function detail(label: string): string | null {
  const term = within(bankSection()).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? null;
}

describe('/deposit access', () => {
  test('a signed-out visitor is sent to /signin, to come back here afterwards', async () => {
    const { router } = await renderRoute('/deposit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(router.state.location.state).toEqual({ from: '/deposit' });
    expect(screen.queryByRole('button', { name: 'Confirm Deposit' })).not.toBeInTheDocument();
  });

  test('a signed-in investor sees the page, with a link back home', async () => {
    const { router } = await renderDeposit();
    expect(screen.getByRole('heading', { level: 1, name: 'Deposit' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('/deposit bank details', () => {
  test('shows a loading state, then bank name, account number, account name and the instruction', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await renderDeposit({
      bank: http.get(BANK_URL, async () => {
        await gate;
        return HttpResponse.json({ paymentAccounts: [bankFixture()] });
      }),
    });
    expect(within(bankSection()).getByRole('status')).toHaveTextContent('Loading bank details...');
    release();
    await within(bankSection()).findByText('Islami Bank Bangladesh PLC');
    expect(detail('Bank name')).toBe('Islami Bank Bangladesh PLC');
    expect(detail('Account number')).toBe('2050 1234 5678 9012');
    expect(detail('Account name')).toBe('Halal Invest Ltd');
    expect(within(bankSection()).getByRole('heading', { name: 'Instruction' })).toBeInTheDocument();
    expect(within(bankSection()).getByText('Write your email in the transfer reference.')).toBeInTheDocument();
    expect(within(bankSection()).queryByRole('status')).not.toBeInTheDocument();
  });

  test('leaves out the instruction when there is none', async () => {
    await renderDeposit({ bank: bankAnswer(bankFixture({ instruction: '   ' })) });
    await within(bankSection()).findByText('Islami Bank Bangladesh PLC');
    expect(within(bankSection()).queryByRole('heading', { name: 'Instruction' })).not.toBeInTheDocument();
  });

  test('recently changed demo details: the deposit screen warns about both above the details (issue 14)', async () => {
    const changed = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    await renderDeposit({ bank: bankAnswer(bankFixture({ isDemo: true, detailsChangedAt: changed })) });
    await within(bankSection()).findByText('Islami Bank Bangladesh PLC');
    const alerts = within(bankSection())
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'These are demo payment details for trying out the site. Do not send any money to them.',
      expect.stringMatching(/^These payment details changed on .+\. Check them before you send money\.$/),
    ]);
  });

  test('details that are neither demo nor recently changed carry no warning', async () => {
    await renderDeposit({ bank: bankAnswer(bankFixture({ detailsChangedAt: '2020-01-01T00:00:00.000Z' })) });
    await within(bankSection()).findByText('Islami Bank Bangladesh PLC');
    expect(within(bankSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('no bank details yet: says so, and Retry loads them', async () => {
    let calls = 0;
    await renderDeposit({
      bank: http.get(BANK_URL, () => {
        calls += 1;
        // No active account: an answer (an empty list), not a failure.
        return HttpResponse.json({ paymentAccounts: [] });
      }),
    });
    const alert = await within(bankSection()).findByRole('alert');
    expect(alert).toHaveTextContent('No bank information available.');
    expect(calls).toBe(1); // an empty list is an answer, not retried

    server.use(bankAnswer());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(bankSection()).findByText('Islami Bank Bangladesh PLC')).toBeInTheDocument();
    expect(within(bankSection()).queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed load says so after the retries, and Retry loads them', async () => {
    await renderDeposit({ bank: http.get(BANK_URL, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })) });
    const alert = await within(bankSection()).findByRole('alert', {}, { timeout: 12000 });
    expect(alert).toHaveTextContent('Failed to load bank details.');
    expect(alert).not.toHaveTextContent('Database unavailable');

    server.use(bankAnswer());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(bankSection()).findByText('Islami Bank Bangladesh PLC', {}, { timeout: 3000 })).toBeInTheDocument();
  }, 20000);

  test('speaks Bengali', async () => {
    await renderDeposit({ lng: 'bn' });
    expect(screen.getByRole('heading', { level: 1, name: 'টাকা জমা' })).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'ব্যাংকের তথ্য' });
    await within(section).findByText('Islami Bank Bangladesh PLC');
    expect(within(section).getByText('অ্যাকাউন্ট নম্বর')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'টাকা জমা নিশ্চিত করুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' })).toHaveAttribute('href', '/');
  });
});
