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
