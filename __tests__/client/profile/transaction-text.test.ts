import type { TransactionDto } from '../../../src/shared/money-types';
import { signedAmount, transactionDescription } from '../../../src/client/features/profile/transaction-text';
import { makeTestI18n } from '../test-utils';

const transaction = (over: Partial<TransactionDto>): TransactionDto => ({
  _id: 'abc',
  kind: 'profit',
  direction: 'in',
  amount: 4200,
  projectId: 'p1',
  projectTitle: 'Green Residency',
  depositId: null,
  createdAt: '2026-04-01T10:00:00.000Z',
  ...over,
});

/** Issue 16: a reversed distribution's lines read as what they undo, in both languages. */
describe('transaction texts of reversed distributions', () => {
  test('English', async () => {
    const i18n = await makeTestI18n('en');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(transaction({ kind: 'profit_reversed', direction: 'out' }), t)).toBe('Profit from Green Residency reversed');
    expect(transactionDescription(transaction({ kind: 'loss_reversed', direction: 'in' }), t)).toBe('Loss in Green Residency reversed');
    expect(signedAmount(transaction({ kind: 'profit_reversed', direction: 'out' }), 'en')).toBe('\u2212৳4,200');
  });

  test('Bengali', async () => {
    const i18n = await makeTestI18n('bn');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(transaction({ kind: 'profit_reversed', direction: 'out' }), t)).toBe('Green Residency থেকে মুনাফা ফেরত নেওয়া হয়েছে');
    expect(transactionDescription(transaction({ kind: 'loss_reversed', direction: 'in' }), t)).toBe('Green Residency-এ লোকসান বাতিল করা হয়েছে');
  });
});

/** Issue 17: a withdrawal's steps show the WDR- reference its mails and support quote. */
describe('transaction texts of withdrawals', () => {
  const withdrawal = (kind: TransactionDto['kind'], direction: TransactionDto['direction']) =>
    transaction({ kind, direction, projectId: null, projectTitle: null, reference: 'WDR-1A2B3C4D' });

  test('English', async () => {
    const i18n = await makeTestI18n('en');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(withdrawal('withdrawal_requested', 'out'), t)).toBe('Withdrawal requested (reference WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('withdrawal_paid', 'out'), t)).toBe('Withdrawal paid (reference WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('withdrawal_returned', 'in'), t)).toBe('Withdrawal returned to your wallet (reference WDR-1A2B3C4D)');
    // Lines without a reference read as before.
    expect(transactionDescription(transaction({ kind: 'deposit', projectId: null, projectTitle: null }), t)).toBe('Deposit approved');
  });

  test('Bengali', async () => {
    const i18n = await makeTestI18n('bn');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(withdrawal('withdrawal_requested', 'out'), t)).toBe('টাকা তোলার অনুরোধ (রেফারেন্স WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('withdrawal_paid', 'out'), t)).toBe('টাকা তোলা সম্পন্ন (রেফারেন্স WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('withdrawal_returned', 'in'), t)).toBe('তোলার টাকা ওয়ালেটে ফেরত এসেছে (রেফারেন্স WDR-1A2B3C4D)');
  });
});
