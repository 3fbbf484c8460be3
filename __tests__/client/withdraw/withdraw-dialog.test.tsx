import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CreateWithdrawalBody } from '../../../src/shared/schemas/withdrawals';
import { setupApiServer, server } from '../api-server';
import { axeViolations } from '../axe';
import { ME_URL, TRANSACTIONS_URL, userFixture } from '../profile/profile-helpers';
import { BANK_ACCOUNT, inDialog, openWithdraw, renderProfile, withdrawalFixture, withdrawalResponse, WITHDRAWALS_URL } from './withdraw-fixtures';

setupApiServer();
afterEach(() => localStorage.clear());

/** Records every POST /api/withdrawals and answers with `answer` (the nth call gets answers[n], the last one repeats). */
function postHandler(...answers: Array<() => Response>) {
  const bodies: CreateWithdrawalBody[] = [];
  server.use(
    http.post(WITHDRAWALS_URL, async ({ request }) => {
      bodies.push((await request.json()) as CreateWithdrawalBody);
      return answers[Math.min(bodies.length - 1, answers.length - 1)]!();
    }),
  );
  return bodies;
}

const created =
  (balance = 95000) =>
  () =>
    HttpResponse.json(withdrawalResponse({}, balance), { status: 201 });

async function typeAmount(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (text) await userEvent.type(field, text);
  await userEvent.click(inDialog().getByRole('button', { name: /^(Next|পরের ধাপ)$/ }));
}

/** The amount field's message (its helper text, which the field is described by). */
const messageOf = (field: HTMLElement) => field.getAttribute('aria-describedby') && document.getElementById(field.getAttribute('aria-describedby')!)?.textContent;

async function toReview({ amount = '5000', number = '01712345678', password = 'correct horse' } = {}) {
  const { amount: field } = await openWithdraw();
  await typeAmount(field, amount);
  await userEvent.click(await inDialog().findByRole('radio', { name: 'bKash' }));
  await userEvent.type(inDialog().getByRole('textbox', { name: /^bKash number/ }), number);
  await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
  await userEvent.type(await inDialog().findByLabelText(/^Your password/), password);
  await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
  await inDialog().findByRole('heading', { name: 'Check your withdrawal' });
}

describe('withdraw money: the card', () => {
  test('with nothing available the button is disabled and the card says why', async () => {
    await renderProfile({ availableBalance: 0 });
    const section = await screen.findByRole('region', { name: 'Withdraw money' });
    const button = within(section).getByRole('button', { name: 'Withdraw money' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/You have no available balance to withdraw yet\./);
  });

  test('with money available it says how much and opens the dialog on the amount step', async () => {
    await renderProfile({ availableBalance: 100000 });
    const section = await screen.findByRole('region', { name: 'Withdraw money' });
    // English groups by lakh too (৳1,00,000), as the rest of the app does.
    expect(section).toHaveTextContent('Available to withdraw: ৳1,00,000.');
    const { dialog } = await openWithdraw();
    expect(dialog).toHaveTextContent('Step 1 of 4: Amount');
    expect(dialog).toHaveTextContent('Available balance: ৳1,00,000');
    expect(await axeViolations(dialog)).toEqual([]);
  });
});

describe('withdraw money: the amount', () => {
  test.each([
    ['', 'Please enter the amount to withdraw.'],
    ['abc', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
    ['1e3', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
    ['12.345', 'The amount can have at most 2 decimals (poisha).'],
    ['0', 'The amount must be more than ৳0.'],
    ['-50', 'The amount must be more than ৳0.'],
    ['100000.01', 'This is more than your available balance ৳1,00,000.'],
    ['200000000', 'The amount is too large: one withdrawal can be at most ৳10,00,00,000.'],
  ])('"%s" stays on the amount step: %s', async (text, message) => {
    await renderProfile({ availableBalance: 100000 });
    const { amount } = await openWithdraw();
    await typeAmount(amount, text);
    expect(messageOf(amount)).toBe(message);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveFocus();
    expect(inDialog().queryByRole('radio', { name: 'bKash' })).not.toBeInTheDocument();
  });

  test.each([['1,00,000'], ['১,০০,০০০'], ['50000 টাকা'], ['৳5,000']])('"%s" is read as an amount and goes on to the account', async (text) => {
    await renderProfile({ availableBalance: 100000 });
    const { amount } = await openWithdraw();
    await typeAmount(amount, text);
    expect(await inDialog().findByRole('radio', { name: 'bKash' })).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('Step 2 of 4: Where to pay');
  });
});

describe('withdraw money: the account', () => {
  test('a method must be chosen; a wallet number must be 11 digits; Bengali digits are accepted', async () => {
    await renderProfile();
    const { amount } = await openWithdraw();
    await typeAmount(amount, '5000');
    await userEvent.click(await inDialog().findByRole('button', { name: 'Next' }));
    expect(inDialog().getByText('Please choose how we should pay you.')).toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('radio', { name: 'Nagad' }));
    const number = inDialog().getByRole('textbox', { name: /^Nagad number/ });
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(number)).toBe('Please enter the mobile number.');
    await userEvent.type(number, '0171234');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(number)).toBe('Please enter an 11-digit mobile number starting with 01, such as 01712345678.');
    expect(number).toHaveFocus();
    await userEvent.clear(number);
    await userEvent.type(number, '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(await inDialog().findByLabelText(/^Your password/)).toBeInTheDocument();
  });

  test.each([
    ['Bank name', '', 'Please enter the bank\u2019s name.'.replace('\u2019', "'")],
    ['Branch', '', 'Please enter the branch.'],
    ['Account name', '', 'Please enter the name on the account.'],
    ['Account number', '', 'Please enter the account number.'],
    ['Account number', '12AB34', 'The account number may contain only digits, spaces and dashes.'],
    ['Account number', '1'.repeat(35), 'The account number can be at most 34 characters.'],
    ['Routing number', '', 'Please enter the routing number.'],
    ['Routing number', '1234', 'The routing number must be exactly 9 digits.'],
    ['Bank name', 'B'.repeat(121), 'The bank name can be at most 120 characters.'],
    ['Branch', 'B'.repeat(121), 'The branch can be at most 120 characters.'],
    ['Account name', 'N'.repeat(121), 'The account name can be at most 120 characters.'],
  ])('bank account: %s "%s" says: %s', async (label, text, message) => {
    await renderProfile();
    const { amount } = await openWithdraw();
    await typeAmount(amount, '5000');
    await userEvent.click(await inDialog().findByRole('radio', { name: 'Bank account' }));
    const filled = { ...BANK_ACCOUNT } as Record<string, string>;
    const labels: Record<string, string> = {
      bankName: 'Bank name',
      branch: 'Branch',
      accountName: 'Account name',
      accountNumber: 'Account number',
      routingNumber: 'Routing number',
    };
    for (const [field, fieldLabel] of Object.entries(labels)) {
      const value = fieldLabel === label ? text : filled[field]!;
      // Pasted, not typed: typing 120 characters one by one is slow and proves nothing more.
      await userEvent.click(inDialog().getByRole('textbox', { name: new RegExp(`^${fieldLabel}`) }));
      if (value) await userEvent.paste(value);
    }
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(inDialog().getByRole('textbox', { name: new RegExp(`^${label}`) }))).toBe(message);
  });

  test('the details last used with the chosen method are offered again and fill the form', async () => {
    await renderProfile({
      withdrawals: [
        withdrawalFixture({ _id: 'w-old', method: 'bank', account: { ...BANK_ACCOUNT, accountNumber: '9999999999' }, createdAt: '2026-01-01T10:00:00.000Z' }),
        withdrawalFixture({ _id: 'w-new', method: 'bank', account: BANK_ACCOUNT, createdAt: '2026-02-01T10:00:00.000Z' }),
        withdrawalFixture({ _id: 'w-bkash', method: 'bkash', account: { number: '01812345678' } }),
      ],
    });
    // The offer comes from the list the profile loads.
    await within(await screen.findByRole('region', { name: 'My withdrawals' })).findAllByRole('listitem');
    const { amount } = await openWithdraw();
    await typeAmount(amount, '5000');
    await userEvent.click(await inDialog().findByRole('radio', { name: 'Bank account' }));
    expect(inDialog().getByText(/Last time with Bank account:/)).toHaveTextContent(
      'Dutch-Bangla Bank, Dhanmondi branch, Rahim Uddin, account 1051100012345, routing number 090261234',
    );
    await userEvent.click(inDialog().getByRole('button', { name: 'Use these details' }));
    expect(inDialog().getByRole('textbox', { name: /^Routing number/ })).toHaveValue('090261234');
    expect(inDialog().getByRole('textbox', { name: /^Account number/ })).toHaveValue('1051100012345');
    await userEvent.click(inDialog().getByRole('radio', { name: 'Rocket' }));
    expect(inDialog().queryByRole('button', { name: 'Use these details' })).not.toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('radio', { name: 'bKash' }));
    await userEvent.click(inDialog().getByRole('button', { name: 'Use these details' }));
    expect(inDialog().getByRole('textbox', { name: /^bKash number/ })).toHaveValue('01812345678');
  });
});

describe('withdraw money: password, review and the answer', () => {
  test('the password is required; the review shows everything and the hold; done shows the reference and the new balance', async () => {
    const bodies = postHandler(created(95000));
    await renderProfile({ availableBalance: 100000 });
    const { amount } = await openWithdraw();
    await typeAmount(amount, '৳5,000');
    await userEvent.click(await inDialog().findByRole('radio', { name: 'bKash' }));
    await userEvent.type(inDialog().getByRole('textbox', { name: /^bKash number/ }), '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    const password = await inDialog().findByLabelText(/^Your password/);
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(password)).toBe('Please enter your password.');
    await userEvent.type(password, 'correct horse');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));

    const dialog = screen.getByRole('dialog');
    await within(dialog).findByRole('heading', { name: 'Check your withdrawal' });
    expect(dialog).toHaveTextContent('Step 4 of 4: Review');
    const terms = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(terms).toEqual(['Amount=৳5,000', 'Paid by=bKash', 'To=01712345678', 'Available balance after=৳95,000']);
    expect(dialog).toHaveTextContent('The amount is held from your available balance at once until it is paid.');
    expect(await axeViolations(dialog)).toEqual([]);

    // After the request the wallet and the transactions are read again (the server holds the amount at once).
    let transactionReads = 0;
    server.use(
      http.get(ME_URL, () => HttpResponse.json({ user: userFixture({ availableBalance: bodies.length ? 95000 : 100000 }) })),
      http.get(TRANSACTIONS_URL, () => {
        transactionReads += 1;
        return HttpResponse.json({ transactions: [], nextCursor: null });
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await within(dialog).findByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(await screen.findByText(/Available to withdraw: ৳95,000\./)).toBeInTheDocument();
    await waitFor(() => expect(transactionReads).toBeGreaterThan(0));
    expect(bodies).toEqual([{ amount: 5000, method: 'bkash', account: { number: '01712345678' }, password: 'correct horse', idempotencyKey: expect.any(String) }]);
    const receipt = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(receipt).toContain('Reference=WDR-7A1B2C3D');
    expect(receipt).toContain('Available balance now=৳95,000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a wrong password comes back to the password step, emptied, with its message', async () => {
    const bodies = postHandler(() => HttpResponse.json({ message: 'Your password is not correct.', code: 'WRONG_PASSWORD' }, { status: 400 }), created());
    await renderProfile();
    await toReview({ password: 'wrong' });
    await userEvent.click(inDialog().getByRole('button', { name: 'Confirm withdrawal' }));
    const password = await inDialog().findByLabelText(/^Your password/);
    await waitFor(() => expect(messageOf(password)).toBe('Your password is not correct.'));
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    await userEvent.type(password, 'right');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog().findByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(bodies.map((body) => body.password)).toEqual(['wrong', 'right']);
    expect(bodies[1]!.idempotencyKey).toBe(bodies[0]!.idempotencyKey);
  });

  test('with two-factor on, the password step asks for a code too; a wrong code comes back to it with its message', async () => {
    const bodies = postHandler(
      () => HttpResponse.json({ message: 'That code is not correct. Check that the time on your phone is right and try again.', code: 'TWO_FACTOR_CODE_INVALID' }, { status: 400 }),
      created(),
    );
    await renderProfile({ availableBalance: 100000, twoFactorEnabled: true });
    const { amount } = await openWithdraw();
    await typeAmount(amount, '5000');
    await userEvent.click(await inDialog().findByRole('radio', { name: 'bKash' }));
    await userEvent.type(inDialog().getByRole('textbox', { name: /^bKash number/ }), '01712345678');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    await userEvent.type(await inDialog().findByLabelText(/^Your password/), 'correct horse');
    const code = inDialog().getByRole('textbox', { name: /^Authenticator code/ });
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(code)).toBe('Please enter the code from your authenticator app.');
    await userEvent.type(code, '12');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    expect(messageOf(code)).toBe('Enter the 6-digit code from your app or a recovery code (like abcde-fghjk).');
    await userEvent.clear(code);
    await userEvent.type(code, '১২৩৪৫৬'); // Bengali digits are sent as ASCII
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog().findByRole('button', { name: 'Confirm withdrawal' }));

    const again = await inDialog().findByRole('textbox', { name: /^Authenticator code/ });
    await waitFor(() => expect(messageOf(again)).toBe('That code is not correct. Check that the time on your phone is right and try again.'));
    await userEvent.type(inDialog().getByLabelText(/^Your password/), 'correct horse');
    await userEvent.type(again, 'abcde-fghjk');
    await userEvent.click(inDialog().getByRole('button', { name: 'Next' }));
    await userEvent.click(await inDialog().findByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(bodies.map((body) => body.totpCode)).toEqual(['123456', 'abcde-fghjk']);
  });

  test('without two-factor there is no code field, and no code is sent', async () => {
    const bodies = postHandler(created());
    await renderProfile();
    await toReview();
    expect(inDialog().queryByRole('textbox', { name: /^Authenticator code/ })).not.toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(bodies[0]).not.toHaveProperty('totpCode');
  });

  test('insufficient balance comes back to the amount step with the server message', async () => {
    postHandler(() => HttpResponse.json({ message: 'Your available balance is ৳2000 short of this amount.', code: 'INSUFFICIENT_BALANCE', missing: 2000 }, { status: 409 }));
    await renderProfile();
    await toReview();
    await userEvent.click(inDialog().getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('Your available balance is ৳2000 short of this amount.');
    expect(inDialog().getByRole('textbox', { name: /^Amount to withdraw/ })).toHaveValue('5,000');
  });

  test('a lost connection offers Try again, which sends the same request with the same key', async () => {
    const bodies = postHandler(() => HttpResponse.error(), created(95000));
    await renderProfile();
    await toReview();
    await userEvent.click(inDialog().getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('The withdrawal was not requested');
    await userEvent.click(inDialog().getByRole('button', { name: 'Try again' }));
    expect(await inDialog().findByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  test('a refusal shows the server message and offers the way back to the review, not a retry', async () => {
    postHandler(() => HttpResponse.json({ message: 'This idempotencyKey was already used for a different withdrawal.', code: 'IDEMPOTENCY_KEY_REUSED' }, { status: 409 }));
    await renderProfile();
    await toReview();
    await userEvent.click(inDialog().getByRole('button', { name: 'Confirm withdrawal' }));
    expect(await inDialog().findByRole('alert')).toHaveTextContent('This idempotencyKey was already used for a different withdrawal.');
    expect(inDialog().queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('button', { name: 'Back to the review' }));
    expect(await inDialog().findByRole('heading', { name: 'Check your withdrawal' })).toBeInTheDocument();
  });
});

describe('withdraw money in Bengali', () => {
  test('Bengali digits in the messages and the balance; the server codes translated', async () => {
    postHandler(() => HttpResponse.json({ message: 'Your password is not correct.', code: 'WRONG_PASSWORD' }, { status: 400 }));
    await renderProfile({ availableBalance: 50000, lng: 'bn' });
    const { dialog, amount } = await openWithdraw('টাকা তুলুন');
    expect(dialog).toHaveTextContent('ধাপ ১/৪: পরিমাণ');
    expect(dialog).toHaveTextContent('ব্যবহারযোগ্য ব্যালেন্স: ৫০,০০০ টাকা');
    await typeAmount(amount, '১,০০,০০০');
    expect(messageOf(amount)).toBe('এটি আপনার ব্যবহারযোগ্য ব্যালেন্সের (৫০,০০০ টাকা) চেয়ে বেশি।');
    await typeAmount(amount, '১২.৩৪৫');
    expect(messageOf(amount)).toBe('দশমিকের পর সর্বোচ্চ ২ ঘর (পয়সা) লেখা যায়।');
    await typeAmount(amount, '০');
    expect(messageOf(amount)).toBe('টাকার অঙ্ক ০-এর বেশি হতে হবে।');
    await typeAmount(amount, 'পাঁচ হাজার');
    expect(messageOf(amount)).toBe('টাকার অঙ্কটি সংখ্যায় লিখুন, যেমন ৫০০০, ১,০০,০০০ বা ৫০,০০০ টাকা।');
    await typeAmount(amount, '৫০০০ টাকা');

    await userEvent.click(await inDialog().findByRole('radio', { name: 'বিকাশ' }));
    expect(inDialog().getByRole('radio', { name: 'নগদ' })).toBeInTheDocument();
    expect(inDialog().getByRole('radio', { name: 'রকেট' })).toBeInTheDocument();
    const number = inDialog().getByRole('textbox', { name: /^বিকাশ নম্বর/ });
    await userEvent.type(number, '০১২৩৪');
    await userEvent.click(inDialog().getByRole('button', { name: 'পরের ধাপ' }));
    expect(messageOf(number)).toBe('01 দিয়ে শুরু ১১ অঙ্কের মোবাইল নম্বর লিখুন, যেমন 01712345678।');
    await userEvent.clear(number);
    await userEvent.type(number, '০১৭১২৩৪৫৬৭৮');
    await userEvent.click(inDialog().getByRole('button', { name: 'পরের ধাপ' }));
    await userEvent.type(await inDialog().findByLabelText(/^আপনার পাসওয়ার্ড/), 'wrong');
    await userEvent.click(inDialog().getByRole('button', { name: 'পরের ধাপ' }));
    expect(await inDialog().findByText(/টাকা পাঠানো পর্যন্ত এই পরিমাণ আপনার ব্যবহারযোগ্য ব্যালেন্স থেকে সঙ্গে সঙ্গে আটকে রাখা হয়/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toHaveTextContent('৫,০০০ টাকা');
    await userEvent.click(inDialog().getByRole('button', { name: 'টাকা তোলা নিশ্চিত করুন' }));
    const password = await inDialog().findByLabelText(/^আপনার পাসওয়ার্ড/);
    await waitFor(() => expect(messageOf(password)).toBe('আপনার পাসওয়ার্ড সঠিক নয়।'));
  });

  test('a blank amount and a missing method say so in Bengali', async () => {
    await renderProfile({ lng: 'bn' });
    const { amount } = await openWithdraw('টাকা তুলুন');
    await typeAmount(amount, '');
    expect(messageOf(amount)).toBe('কত টাকা তুলবেন, লিখুন।');
    await typeAmount(amount, '২০,০০,০০,০০০');
    expect(messageOf(amount)).toBe('পরিমাণটি অনেক বেশি: একবারে সর্বোচ্চ ১০,০০,০০,০০০ টাকা তোলা যায়।');
    await typeAmount(amount, '৫,০০০');
    await userEvent.click(await inDialog().findByRole('button', { name: 'পরের ধাপ' }));
    expect(inDialog().getByText('কীভাবে টাকা নেবেন, বেছে নিন।')).toBeInTheDocument();
  });
});
