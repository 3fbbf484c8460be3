import type { Language } from '../../../shared/constants';
import type { TransactionKind, WithdrawalLineStatus } from '../../../shared/money-types';
import { dayLabel } from '../pdf/pdf-format';

/**
 * The statement's words, in the investor's language (the server has no i18next; these follow
 * GLOSSARY-BN.md and the profile's transaction list wording).
 */
const KINDS: Record<Language, Record<TransactionKind, string>> = {
  en: {
    deposit: 'Deposit approved',
    investment: 'Invested in {project}',
    profit: 'Profit from {project} for {period}',
    loss: 'Loss in {project} for {period}',
    profit_reversed: 'Profit from {project} for {period} reversed',
    loss_reversed: 'Loss in {project} for {period} reversed',
    capital_returned: 'Capital returned from {project}',
    withdrawal_requested: 'Withdrawal requested',
    withdrawal_paid: 'Withdrawal paid',
    withdrawal_returned: 'Withdrawal returned to your wallet',
  },
  bn: {
    deposit: 'টাকা জমা অনুমোদিত',
    investment: '{project}-এ বিনিয়োগ',
    profit: '{project} থেকে মুনাফা ({period})',
    loss: '{project}-এ লোকসান ({period})',
    profit_reversed: '{project} থেকে মুনাফা ফেরত নেওয়া হয়েছে ({period})',
    loss_reversed: '{project}-এ লোকসান বাতিল করা হয়েছে ({period})',
    capital_returned: '{project} থেকে মূলধন ফেরত',
    withdrawal_requested: 'টাকা তোলার অনুরোধ',
    withdrawal_paid: 'টাকা তোলা সম্পন্ন',
    withdrawal_returned: 'তোলার টাকা ওয়ালেটে ফেরত এসেছে',
  },
};

const A_PROJECT: Record<Language, string> = { en: 'a project', bn: 'একটি প্রকল্প' };

/** A withdrawal's one line, named by where it stood at the period's end. */
const WITHDRAWALS: Record<Language, Record<WithdrawalLineStatus, string>> = {
  en: {
    requested: 'Withdrawal requested (held*)',
    paid: 'Withdrawal paid',
    rejected: 'Withdrawal rejected, money back in your wallet',
    cancelled: 'Withdrawal cancelled, money back in your wallet',
  },
  bn: {
    requested: 'টাকা তোলার অনুরোধ (আটকে রাখা*)',
    paid: 'টাকা তোলা সম্পন্ন',
    rejected: 'টাকা তোলার অনুরোধ নাকচ, টাকা ওয়ালেটে ফেরত এসেছে',
    cancelled: 'টাকা তোলার অনুরোধ বাতিল, টাকা ওয়ালেটে ফেরত এসেছে',
  },
};

export function lineDescription(
  kind: TransactionKind,
  language: Language,
  { project, periodStart, periodEnd, status = null }: { project: string | null; periodStart: string | null; periodEnd: string | null; status?: WithdrawalLineStatus | null },
): string {
  if (kind === 'withdrawal_requested' && status) return WITHDRAWALS[language][status];
  const period =
    periodStart && periodEnd ? (periodStart === periodEnd ? dayLabel(periodStart, language) : `${dayLabel(periodStart, language)} – ${dayLabel(periodEnd, language)}`) : '';
  return KINDS[language][kind].replace('{project}', project ?? A_PROJECT[language]).replace('{period}', period);
}

/** Headings and labels of the statement (PDF and CSV). */
export const STATEMENT_WORDS = {
  en: {
    title: 'Account statement',
    investor: 'Investor',
    customerId: 'Customer ID',
    period: 'Period',
    opening: 'Opening balance',
    closing: 'Closing balance',
    date: 'Date',
    description: 'Description',
    reference: 'Reference',
    moneyIn: 'In',
    moneyOut: 'Out',
    amount: 'Amount (BDT)',
    balance: 'Balance (BDT)',
    holdings: 'Holdings at the end of the period',
    contract: 'How profit and loss are shared',
    project: 'Project',
    principal: 'Capital',
    profit: 'Profit',
    loss: 'Loss',
    totals: 'Totals for the period',
    totalIn: 'Money in',
    totalOut: 'Money out',
    noLines: 'No transactions in this period.',
    noHoldings: 'No holdings at the end of the period.',
    balanceNote: 'Balance is your wallet (available balance): one line per movement of it. Losses change a holding, not the wallet, so they show in the totals and holdings.',
    heldLegend: '* Held: money set aside from your wallet for a withdrawal not yet paid. It is no longer in your balance; if the request is rejected or cancelled it comes back.',
    heldAtEnd: 'Held for withdrawals at the end of the period',
    direction: 'Direction (in/out)',
    walletChange: 'Wallet change (BDT)',
    page: 'Page {n}',
    currency: 'Amounts in BDT',
  },
  bn: {
    title: 'হিসাব বিবরণী',
    investor: 'বিনিয়োগকারী',
    customerId: 'গ্রাহক আইডি',
    period: 'সময়কাল',
    opening: 'শুরুর ব্যালেন্স',
    closing: 'শেষের ব্যালেন্স',
    date: 'তারিখ',
    description: 'বিবরণ',
    reference: 'রেফারেন্স',
    moneyIn: 'জমা',
    moneyOut: 'বের হয়েছে',
    amount: 'পরিমাণ (টাকা)',
    balance: 'ব্যালেন্স (টাকা)',
    holdings: 'সময়কালের শেষে আপনার বিনিয়োগগুলো',
    contract: 'মুনাফা ও লোকসান যেভাবে ভাগ হয়',
    project: 'প্রকল্প',
    principal: 'মূলধন',
    profit: 'মুনাফা',
    loss: 'লোকসান',
    totals: 'সময়কালের মোট হিসাব',
    totalIn: 'ওয়ালেটে মোট এসেছে',
    totalOut: 'ওয়ালেট থেকে মোট বের হয়েছে',
    noLines: 'এই সময়কালে কোনো লেনদেন নেই।',
    noHoldings: 'সময়কালের শেষে কোনো বিনিয়োগ নেই।',
    balanceNote:
      'ব্যালেন্স মানে আপনার ওয়ালেটের টাকা (ব্যবহারযোগ্য ব্যালেন্স); ওয়ালেটের প্রতিটি লেনদেন এক লাইনে। লোকসান ওয়ালেট নয়, বিনিয়োগের মূলধন বদলায়, তাই তা মোট হিসাব ও বিনিয়োগের অংশে দেখানো আছে।',
    heldLegend: '* আটকে রাখা: টাকা তোলার যে অনুরোধ এখনো পরিশোধ হয়নি, তার টাকা ওয়ালেট থেকে আলাদা করে রাখা আছে। এটি আর ব্যালেন্সে নেই; অনুরোধ নাকচ বা বাতিল হলে টাকা ওয়ালেটে ফেরত আসবে।',
    heldAtEnd: 'সময়কালের শেষে টাকা তোলার জন্য আটকে রাখা',
    direction: 'দিক (এসেছে/বের হয়েছে)',
    walletChange: 'ওয়ালেটে পরিবর্তন (টাকা)',
    page: 'পাতা {n}',
    currency: 'সব পরিমাণ টাকায়',
  },
} as const satisfies Record<Language, Record<string, string>>;
