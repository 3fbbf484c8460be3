import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { bankFixture, bkashFixture } from './deposit-fixtures';
import { accountsAnswer, amountField, confirm, created, depositAnswers, renderDeposit, uploadScreenshot } from './deposit-screen';
import { setupFakeXhr } from './fake-xhr';

// Issue 17: the investor picks one of the active accounts, copies its details and their customer ID,
// and reports the TrxID (mobile wallets) or bank reference with the screenshot.

setupApiServer();
setupFakeXhr();
jest.setTimeout(20000);

const writeText = jest.fn<Promise<void>, [string]>();
beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  writeText.mockReset().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const BANK = bankFixture();
const BKASH = bkashFixture();
const section = () => screen.getByRole('region', { name: 'Where to pay' });
const picker = () => within(section()).getByRole('radiogroup', { name: 'Choose the account you pay into' });
const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function renderTwo(lng: 'en' | 'bn' = 'en') {
  const view = await renderDeposit({ lng, bank: accountsAnswer(BANK, BKASH) });
  await screen.findAllByRole('radio');
  return view;
}

async function pickBkash() {
  await userEvent.click(within(picker()).getByRole('radio', { name: /^bKash/ }));
}

describe('/deposit: choosing the account', () => {
  test('one radio card per active account with its name and number; the first is chosen and its details shown', async () => {
    await renderTwo();
    const radios = within(picker()).getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual([
      'Islami Bank Bangladesh PLCHalal Invest Ltd · 2050 1234 5678 9012',
      'bKashHalal Invest Ltd · 01712345678',
    ]);
    expect(radios[0]).toBeChecked();
    const details = within(section()).getByText('Bank name', { selector: 'dt' }).closest('dl') as HTMLElement;
    expect(within(details).getByText('2050 1234 5678 9012')).toBeInTheDocument();
    expect(field(/^Bank reference/)).not.toBeRequired();
  });

  test('picking bKash shows its number (no bank fields), its instruction, and asks for the TrxID', async () => {
    await renderTwo();
    await pickBkash();
    expect(within(section()).queryByText('Bank name', { selector: 'dt' })).not.toBeInTheDocument();
    expect(within(section()).getByText('bKash number', { selector: 'dt' }).nextElementSibling).toHaveTextContent('01712345678');
    expect(within(section()).getByText('Use Send Money, then write the TrxID below.')).toBeInTheDocument();
    expect(field(/^TrxID/)).toBeRequired();
    expect(field(/^TrxID/)).toHaveAccessibleDescription('The transaction ID in your bKash confirmation message, e.g. 9G7A1B2C3D.');
    expect(field(/^Your bKash number/)).not.toBeRequired();
  });

  test('no active account: says so (an empty list is not a failure)', async () => {
    await renderDeposit({ bank: accountsAnswer() });
    expect(await screen.findByRole('alert')).toHaveTextContent('No bank information available.');
  });

  test('no axe violations with two accounts and bKash chosen', async () => {
    const { container } = await renderTwo();
    await pickBkash();
    expect(await axeViolations(container)).toEqual([]);
  });
});

describe('/deposit: copying the details', () => {
  test('each detail and the customer ID copy to the clipboard with a short toast', async () => {
    await renderTwo();
    fireEvent.click(within(section()).getByRole('button', { name: 'Copy Account number' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('2050 1234 5678 9012'));
    expect(await screen.findByText('Account number copied')).toBeInTheDocument();

    expect(await within(section()).findByText('Your customer ID: write it as the reference on the payment')).toBeInTheDocument();
    expect(within(section()).getByText('iv48213')).toBeInTheDocument();
    fireEvent.click(within(section()).getByRole('button', { name: 'Copy Customer ID' }));
    await waitFor(() => expect(writeText).toHaveBeenLastCalledWith('iv48213'));
    expect(await screen.findByText('Customer ID copied')).toBeInTheDocument();
  });

  test('a refused clipboard says to copy by hand', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    await renderTwo();
    fireEvent.click(within(section()).getByRole('button', { name: 'Copy Account name' }));
    expect(await screen.findByText('Could not copy. Select the text and copy it by hand.')).toBeInTheDocument();
  });
});

describe('/deposit: reference and sender', () => {
  test('bKash without a TrxID is refused on the field and nothing is sent', async () => {
    const sent = depositAnswers(created());
    await renderTwo();
    await pickBkash();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());
    await waitFor(() => expect(field(/^TrxID/)).toHaveAttribute('aria-invalid', 'true'));
    expect(field(/^TrxID/)).toHaveAccessibleDescription('Enter the TrxID from your payment message (6-20 letters and digits).');
    expect(field(/^TrxID/)).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  test('a sender that is not a mobile number is refused for a wallet', async () => {
    await renderTwo();
    await pickBkash();
    await userEvent.type(field(/^Your bKash number/), '12345');
    await userEvent.tab();
    await waitFor(() => expect(field(/^Your bKash number/)).toHaveAccessibleDescription('Enter an 11-digit mobile number such as 01712345678.'));
  });

  test('sends the account, the TrxID upper-cased and the sender', async () => {
    const sent = depositAnswers(created());
    await renderTwo();
    await pickBkash();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.type(field(/^TrxID/), ' ab12cd34ef ');
    await userEvent.type(field(/^Your bKash number/), '01811111111');
    await userEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ amount: 5000, url: expect.any(String), paymentAccountId: 'k1', reference: 'AB12CD34EF', sender: '01811111111' });
  });

  test('a bank transfer may leave the reference out, or give one', async () => {
    const sent = depositAnswers(created());
    await renderTwo();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.type(field(/^Bank reference/), 'FT-2026-0042');
    await userEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ amount: 5000, url: expect.any(String), paymentAccountId: 'b1', reference: 'FT-2026-0042' });
  });

  test('DUPLICATE_REFERENCE shows on the reference field, not as a general failure, until the TrxID changes', async () => {
    const sent = depositAnswers(
      () => HttpResponse.json({ message: 'This reference was already used for another deposit.', code: 'DUPLICATE_REFERENCE' }, { status: 409 }),
      created(),
    );
    await renderTwo();
    await pickBkash();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.type(field(/^TrxID/), 'AB12CD34EF');
    await userEvent.click(confirm());
    await waitFor(() => expect(field(/^TrxID/)).toHaveAccessibleDescription('This reference was already used for another deposit. Check the TrxID in your payment message.'));
    expect(field(/^TrxID/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^TrxID/)).toHaveFocus();
    expect(screen.queryByText('Deposit failed.')).not.toBeInTheDocument();

    await userEvent.clear(field(/^TrxID/));
    await userEvent.type(field(/^TrxID/), 'ZZ99YY88XX');
    expect(field(/^TrxID/)).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(confirm());
    await waitFor(() => expect(sent).toHaveLength(2));
    expect((sent[1]!.body as { reference: string }).reference).toBe('ZZ99YY88XX');
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });
});

describe('/deposit: an account turned off meanwhile', () => {
  test('the server message shows, and the accounts are loaded again without it', async () => {
    let gets = 0;
    const accounts = http.get('http://localhost/api/payment-accounts', () => {
      gets += 1;
      return HttpResponse.json({ paymentAccounts: gets === 1 ? [BANK, BKASH] : [BANK] });
    });
    const message = 'This payment account is no longer in use. Please choose another one.';
    depositAnswers(() => HttpResponse.json({ message, code: 'PAYMENT_ACCOUNT_INACTIVE', fields: { paymentAccountId: message } }, { status: 400 }));
    await renderDeposit({ bank: accounts });
    await screen.findAllByRole('radio');
    await pickBkash();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.type(field(/^TrxID/), 'AB12CD34EF');
    await userEvent.click(confirm());
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(gets).toBe(2));
    // One account left: nothing to choose, its details shown.
    await waitFor(() => expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument());
    expect(screen.getByRole('region', { name: 'Bank details' })).toHaveTextContent('Islami Bank Bangladesh PLC');
  });
});

describe('/deposit in Bengali', () => {
  test('the Bengali instruction, Bengali labels and the TrxID field', async () => {
    await renderTwo('bn');
    const where = screen.getByRole('region', { name: 'কোথায় টাকা পাঠাবেন' });
    await userEvent.click(within(where).getByRole('radio', { name: /^বিকাশ/ }));
    expect(within(where).getByText('সেন্ড মানি করুন, তারপর নিচে TrxID লিখুন।')).toBeInTheDocument();
    expect(within(where).getByText('বিকাশ নম্বর', { selector: 'dt' })).toBeInTheDocument();
    expect(field(/^TrxID \(লেনদেন নম্বর\)/)).toBeRequired();
    expect(await within(where).findByText('আপনার গ্রাহক আইডি (পেমেন্ট রেফারেন্স): টাকা পাঠানোর সময় রেফারেন্সে এটি লিখুন')).toBeInTheDocument();
  });

  test('without a Bengali instruction the English one is shown', async () => {
    await renderDeposit({ lng: 'bn', bank: accountsAnswer(bkashFixture({ instructionBn: null })) });
    expect(await screen.findByText('Use Send Money, then write the TrxID below.')).toBeInTheDocument();
  });

  test('a missing TrxID is refused in Bengali', async () => {
    await renderDeposit({ lng: 'bn', bank: accountsAnswer(BKASH) });
    await screen.findByText('সেন্ড মানি করুন, তারপর নিচে TrxID লিখুন।');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা জমা নিশ্চিত করুন' }));
    await waitFor(() => expect(field(/^TrxID/)).toHaveAccessibleDescription('পেমেন্ট মেসেজের TrxID লিখুন (৬ থেকে ২০টি অক্ষর ও সংখ্যা)।'));
  });
});

describe('/deposit: a failed load of the accounts', () => {
  test('says so and Retry loads them', async () => {
    await renderDeposit({ bank: http.get('http://localhost/api/payment-accounts', () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })) });
    const alert = await screen.findByRole('alert', {}, { timeout: 12000 });
    expect(alert).toHaveTextContent('Failed to load bank details.');
    server.use(accountsAnswer(BANK, BKASH));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('radiogroup', { name: 'Choose the account you pay into' })).toBeInTheDocument();
  });
});
