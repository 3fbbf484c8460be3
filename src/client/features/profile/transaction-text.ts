import type { TFunction } from 'i18next';
import { formatBdt } from '../../../shared/format';
import type { TransactionDto } from '../../../shared/money-types';

/**
 * A wallet movement in plain words, from the investor's side ("Invested in Green Residency"). A
 * project that is gone (no title) is still named, so the line never reads "Invested in null". A
 * withdrawal is one line named by where it stands, with the WDR- reference its mails and support quote.
 */
export function transactionDescription(transaction: TransactionDto, t: TFunction): string {
  const project = transaction.projectTitle ?? t('profile.transactions.aProject');
  const description =
    transaction.kind === 'withdrawal_requested' && transaction.status
      ? t(`profile.transactions.withdrawal.${transaction.status}`)
      : t(`profile.transactions.kinds.${transaction.kind}`, { project });
  return transaction.reference ? t('profile.transactions.withReference', { description, reference: transaction.reference }) : description;
}

/** True for a withdrawal whose money came back: its line moved the wallet by nothing in the end. */
export const nettedToZero = (transaction: TransactionDto): boolean => transaction.walletChange === 0 && (transaction.status === 'rejected' || transaction.status === 'cancelled');

/**
 * What the line did to the wallet: + when it added, − (minus sign) when it took; a withdrawal whose
 * money came back shows its amount unsigned (the list strikes it through), so the lines add up.
 */
export function signedAmount(transaction: TransactionDto, lng: string | undefined): string {
  if (nettedToZero(transaction)) return formatBdt(transaction.amount, lng);
  return `${transaction.walletChange >= 0 ? '+' : '\u2212'}${formatBdt(Math.abs(transaction.walletChange), lng)}`;
}
