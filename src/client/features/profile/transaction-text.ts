import type { TFunction } from 'i18next';
import { formatBdt } from '../../../shared/format';
import type { TransactionDto } from '../../../shared/money-types';

/**
 * A transfer in plain words, from the investor's side ("Invested in Green Residency"). A project
 * that is gone (no title) is still named, so the line never reads "Invested in null". A withdrawal's
 * steps carry its WDR- reference, the one its mails and support quote.
 */
export function transactionDescription(transaction: TransactionDto, t: TFunction): string {
  const project = transaction.projectTitle ?? t('profile.transactions.aProject');
  const description = t(`profile.transactions.kinds.${transaction.kind}`, { project });
  return transaction.reference ? t('profile.transactions.withReference', { description, reference: transaction.reference }) : description;
}

/** The amount with its direction: + when it adds to the investor's money, − (minus sign) when it takes from it. */
export function signedAmount(transaction: TransactionDto, lng: string | undefined): string {
  return `${transaction.direction === 'in' ? '+' : '\u2212'}${formatBdt(transaction.amount, lng)}`;
}
