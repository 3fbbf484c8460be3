import type { TransactionDto } from '../../../src/shared/money-types';
import { nettedToZero, signedAmount, transactionDescription } from '../../../src/client/features/profile/transaction-text';
import { makeTestI18n } from '../test-utils';

const transaction = (over: Partial<TransactionDto>): TransactionDto => {
  const base = {
    _id: 'abc',
    kind: 'profit' as const,
    direction: 'in' as const,
    amount: 4200,
    projectId: 'p1',
    projectTitle: 'Green Residency',
    depositId: null,
    createdAt: '2026-04-01T10:00:00.000Z',
    ...over,
  };
  return { walletChange: base.direction === 'in' ? base.amount : -base.amount, ...base };
};

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

/** A withdrawal is one line named by its status, with the WDR- reference its mails and support quote. */
describe('transaction texts of withdrawals', () => {
  const withdrawal = (status: NonNullable<TransactionDto['status']>, walletChange = -4200) =>
    transaction({ kind: 'withdrawal_requested', direction: 'out', status, walletChange, projectId: null, projectTitle: null, reference: 'WDR-1A2B3C4D' });

  test('English', async () => {
    const i18n = await makeTestI18n('en');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(withdrawal('requested'), t)).toBe('Withdrawal requested, on hold until paid (reference WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('paid'), t)).toBe('Withdrawal paid (reference WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('rejected', 0), t)).toBe('Withdrawal rejected, the money is back in your wallet (reference WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('cancelled', 0), t)).toBe('Withdrawal cancelled, the money is back in your wallet (reference WDR-1A2B3C4D)');
    expect(signedAmount(withdrawal('paid'), 'en')).toBe('\u2212৳4,200');
    // Its money came back: the line moved the wallet by nothing, and shows the amount unsigned.
    expect(nettedToZero(withdrawal('rejected', 0))).toBe(true);
    expect(signedAmount(withdrawal('rejected', 0), 'en')).toBe('৳4,200');
    // Lines without a reference read as before.
    expect(transactionDescription(transaction({ kind: 'deposit', projectId: null, projectTitle: null }), t)).toBe('Deposit approved');
  });

  test('Bengali', async () => {
    const i18n = await makeTestI18n('bn');
    const t = i18n.t.bind(i18n);
    expect(transactionDescription(withdrawal('requested'), t)).toBe('টাকা তোলার অনুরোধ, পরিশোধ না হওয়া পর্যন্ত টাকা আটকে রাখা আছে (রেফারেন্স WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('paid'), t)).toBe('টাকা তোলা সম্পন্ন (রেফারেন্স WDR-1A2B3C4D)');
    expect(transactionDescription(withdrawal('rejected', 0), t)).toBe('টাকা তোলার অনুরোধ নাকচ, টাকা ওয়ালেটে ফেরত এসেছে (রেফারেন্স WDR-1A2B3C4D)');
  });
});
