import type { Language } from '../../../shared/constants';
import { formatBdt } from '../../../shared/format';
import { localized } from '../../../shared/localized';
import { poishaToBdt } from '../../../shared/money';
import { withdrawalReference } from '../../../shared/references';
import type { PayoutAccount, WithdrawalHold, WithdrawalHoldReason, WithdrawalMethod } from '../../../shared/withdrawal-types';
import { changeTime } from './account-change-templates';
import type { Content } from './templates';

export type WithdrawalStep = 'requested' | 'paid' | 'rejected' | 'cancelled';

export interface WithdrawalNews {
  step: WithdrawalStep;
  withdrawalId: string;
  /** poisha */
  amount: number;
  method: WithdrawalMethod;
  account: PayoutAccount;
  hold: WithdrawalHold | null;
  /** The bank reference or TrxID (paid). */
  paymentReference: string | null;
  /** The admin's reason (rejected). */
  remarks: string | null;
  /** The reason in Bengali. */
  remarksBn?: string | null;
  /** The wallet after the step, poisha (rejected and cancelled: the money is back in it). */
  availableBalance: number;
}

/** formatBdt writes GLOSSARY-BN's "১,৫০০.৫০ টাকা" in Bengali and "৳1,500.50" in English. */
const money = (poisha: number, language: Language) => formatBdt(poishaToBdt(poisha), language);

const METHOD: Record<Language, Record<WithdrawalMethod, string>> = {
  en: { bank: 'bank account', bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' },
  bn: { bank: 'ব্যাংক হিসাব', bkash: 'বিকাশ', nagad: 'নগদ', rocket: 'রকেট' },
};

/**
 * Enough of the account for the owner to recognise it, not enough for a reader of a forwarded or
 * leaked mail to use it: a mobile number's first and last three digits, a bank account's last four
 * (numbers stay in Latin digits, as GLOSSARY-BN asks for phone numbers).
 */
export function maskedPayout(method: WithdrawalMethod, account: PayoutAccount, language: Language): string {
  if ('number' in account) return `${METHOD[language][method]} ${account.number.slice(0, 3)}*****${account.number.slice(-3)}`;
  const digits = account.accountNumber.replace(/\D/g, '');
  return `${METHOD[language].bank} ****${digits.slice(-4)} (${account.bankName})`;
}

const REASON: Record<Language, Record<WithdrawalHoldReason, string>> = {
  en: {
    'new-payout-details': 'the account to pay into is new',
    'password-changed': 'your password was changed recently',
    'email-changed': 'your email address was changed recently',
  },
  bn: { 'new-payout-details': 'টাকা পাওয়ার এই হিসাবটি নতুন', 'password-changed': 'সম্প্রতি আপনার পাসওয়ার্ড বদলানো হয়েছে', 'email-changed': 'সম্প্রতি আপনার ইমেইল ঠিকানা বদলানো হয়েছে' },
};

const joined = (parts: string[], and: string) => (parts.length < 2 ? parts.join('') : `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}`);

/** The extra check a held request gets, why, and until when (Bangladesh time). */
function holdNote(hold: WithdrawalHold, language: Language): string {
  const until = changeTime(new Date(hold.until), language);
  if (language === 'bn') {
    const reasons = joined(
      hold.reasons.map((r) => REASON.bn[r]),
      'এবং',
    );
    return `আপনার নিরাপত্তার জন্য টাকা পাঠানোর আগে এই অনুরোধটি আরেকবার যাচাই করা হবে, কারণ ${reasons}। এতে ${until} পর্যন্ত সময় লাগতে পারে। এই অনুরোধ আপনি না করে থাকলে এখনই পাসওয়ার্ড রিসেট করুন এবং আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন।`;
  }
  const reasons = joined(
    hold.reasons.map((r) => REASON.en[r]),
    'and',
  );
  return `For your safety this request gets an extra check before we pay it, because ${reasons}. This can take until ${until}. If you did not ask for this withdrawal, reset your password and contact our support team right away.`;
}

/** Tells the investor, in their language, each step of a withdrawal (asked for, paid, rejected or cancelled): the mail's and the inbox's words. */
export function withdrawalContent(news: WithdrawalNews, language: Language): Content {
  const amount = money(news.amount, language);
  const balance = money(news.availableBalance, language);
  const reference = withdrawalReference(news.withdrawalId);
  const payout = maskedPayout(news.method, news.account, language);
  const hold = news.hold ? [holdNote(news.hold, language)] : [];
  // The admin's reason in the investor's language, else the one the admin wrote.
  const reason = localized(news.remarks, news.remarksBn ?? null, language) ?? '';
  const content: Record<WithdrawalStep, Record<Language, Content>> = {
    requested: {
      en: {
        subject: `We received your withdrawal request of ${amount}`,
        blocks: [
          `We received your request to withdraw ${amount} (reference ${reference}). It will be paid to: ${payout}.`,
          ...hold,
          'The amount is kept aside from your available balance until it is paid. You can cancel the request from your profile while it is being checked.',
        ],
      },
      bn: {
        subject: `আপনার ${amount} তোলার অনুরোধ আমরা পেয়েছি`,
        blocks: [
          `${amount} তোলার আপনার অনুরোধ (রেফারেন্স ${reference}) আমরা পেয়েছি। টাকা যাবে: ${payout}।`,
          ...hold,
          'টাকা পাঠানো পর্যন্ত এই পরিমাণ আপনার ব্যবহারযোগ্য ব্যালেন্স থেকে আলাদা রাখা হয়েছে। যাচাই চলার সময় প্রোফাইল থেকে অনুরোধটি বাতিল করতে পারবেন।',
        ],
      },
    },
    paid: {
      en: {
        subject: `Your withdrawal of ${amount} was paid`,
        blocks: [
          `We paid your withdrawal of ${amount} (reference ${reference}) to: ${payout}.`,
          `Payment reference (bank reference or TrxID): ${news.paymentReference ?? ''}. Your bank or wallet may take a little time to show it.`,
        ],
      },
      bn: {
        subject: `আপনার ${amount} পাঠানো হয়েছে`,
        blocks: [
          `আপনার ${amount} পাঠানো হয়েছে (রেফারেন্স ${reference})। টাকা গেছে: ${payout}।`,
          `পেমেন্ট রেফারেন্স (ব্যাংক রেফারেন্স বা TrxID): ${news.paymentReference ?? ''}। ব্যাংক বা ওয়ালেটে টাকা দেখাতে কিছুটা সময় লাগতে পারে।`,
        ],
      },
    },
    rejected: {
      en: {
        subject: `Your withdrawal of ${amount} was not paid`,
        blocks: [
          `We could not pay your withdrawal of ${amount} (reference ${reference}). Reason: ${reason}`,
          `The money is back in your wallet: your available balance is now ${balance}. You can ask again with corrected details, or contact our support team.`,
        ],
      },
      bn: {
        subject: `আপনার ${amount} তোলার অনুরোধ গ্রহণ করা যায়নি`,
        blocks: [
          `${amount} তোলার আপনার অনুরোধ (রেফারেন্স ${reference}) আমরা গ্রহণ করতে পারিনি। কারণ: ${reason}`,
          `টাকাটা আপনার ওয়ালেটে ফেরত এসেছে: আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ${balance}। সঠিক তথ্য দিয়ে আবার অনুরোধ করতে পারেন, অথবা আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন।`,
        ],
      },
    },
    cancelled: {
      en: {
        subject: `Your withdrawal request of ${amount} was cancelled`,
        blocks: [
          `You cancelled your request to withdraw ${amount} (reference ${reference}). The money is back in your wallet: your available balance is now ${balance}.`,
          'If you did not cancel it, reset your password and contact our support team.',
        ],
      },
      bn: {
        subject: `আপনার ${amount} তোলার অনুরোধ বাতিল হয়েছে`,
        blocks: [
          `${amount} তোলার অনুরোধটি (রেফারেন্স ${reference}) আপনি বাতিল করেছেন। টাকাটা আপনার ওয়ালেটে ফেরত এসেছে: আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ${balance}।`,
          'এটি আপনি না করে থাকলে পাসওয়ার্ড রিসেট করুন এবং আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন।',
        ],
      },
    },
  };
  return content[news.step][language];
}
