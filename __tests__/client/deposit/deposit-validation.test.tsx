import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { amountField, confirm, created, depositAnswers, inGroup, renderDeposit, uploadScreenshot } from './deposit-screen';
import { setupFakeXhr } from './fake-xhr';

setupApiServer();
setupFakeXhr();

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

describe('/deposit validation', () => {
  test('with neither amount nor screenshot, both say what is missing', async () => {
    const sent = depositAnswers(created());
    await renderDeposit();
    await userEvent.click(confirm());
    expect(await screen.findByText('Please enter an amount and upload a screenshot.', { selector: 'p.Mui-error' })).toBeInTheDocument();
    expect(amountField()).toHaveAccessibleDescription('Please enter an amount and upload a screenshot.');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveFocus();
    expect(inGroup().getByRole('alert')).toHaveTextContent('Please enter an amount and upload a screenshot.');
    expect(sent).toHaveLength(0);
  });

  test('an amount without a screenshot asks for the screenshot', async () => {
    const sent = depositAnswers(created());
    await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await userEvent.click(confirm());
    expect(await inGroup().findByRole('alert')).toHaveTextContent('Please enter an amount and upload a screenshot.');
    expect(amountField()).toHaveAttribute('aria-invalid', 'false');
    expect(confirm()).toHaveFocus();
    expect(sent).toHaveLength(0);
  });

  test('a screenshot without an amount asks for the amount', async () => {
    const sent = depositAnswers(created());
    await renderDeposit();
    await uploadScreenshot();
    await userEvent.click(confirm());
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription('Please enter an amount and upload a screenshot.'));
    expect(inGroup().queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(0);
  });

  test.each([
    ['abc', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
    // Commas out of place are a typo, not ৳100 or ৳1,00,000.
    ['1,00', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
    ['১,০০০,০০', 'Write the amount as a number, such as 5000, 1,00,000 or ৳50,000.'],
    ['0', 'The amount must be more than ৳0.'],
    ['-5', 'The amount must be more than ৳0.'],
    ['12.345', 'The amount can have at most 2 decimals (poisha).'],
  ])('refuses the amount %p saying what is wrong', async (typed, message) => {
    await renderDeposit();
    await userEvent.type(amountField(), typed);
    await userEvent.tab();
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription(message));
  });

  test('refuses an amount above the limit', async () => {
    await renderDeposit();
    await userEvent.type(amountField(), '100000001');
    await userEvent.tab();
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription('The amount is too large: one deposit can be at most ৳10,00,00,000.'));
  });

  test('in Bengali the limit is named in Bengali digits', async () => {
    await renderDeposit({ lng: 'bn' });
    const field = amountField('কত টাকা জমা দিচ্ছেন');
    await userEvent.type(field, '১০০০০০০০১');
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription('পরিমাণটি অনেক বেশি: একবারে সর্বোচ্চ ১০,০০,০০,০০০ টাকা জমা দেওয়া যায়।'));
  });

  test('a valid amount is repeated in BDT', async () => {
    await renderDeposit();
    await userEvent.type(amountField(), '125000.5');
    expect(amountField()).toHaveAccessibleDescription('You are depositing ৳1,25,000.50.');
  });
});
