import type { TFunction } from 'i18next';
import { formatBdt } from '../../../shared/format';
import type { TransactionDto } from '../../../shared/money-types';

/**
 * A transfer in plain words, from the investor's side ("Invested in Green Residency"). A project
 * that is gone (no title) is still named, so the line never reads "Invested in null".
 */
export function transactionDescription(transaction: TransactionDto, t: TFunction): string {
  const project = transaction.projectTitle ?? t('profile.transactions.aProject');
  return t(`profile.transactions.kinds.${transaction.kind}`, { project });
}

/** The amount with its direction: + when it adds to the investor's money, − (minus sign) when it takes from it. */
export function signedAmount(transaction: TransactionDto, lng: string | undefined): string {
  return `${transaction.direction === 'in' ? '+' : '\u2212'}${formatBdt(transaction.amount, lng)}`;
}
