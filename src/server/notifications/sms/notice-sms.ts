import { COMPANY } from '../../../shared/company';
import type { Language } from '../../../shared/constants';
import { formatBdt } from '../../../shared/format';
import { poishaToBdt } from '../../../shared/money';
import { depositReference, withdrawalReference } from '../../../shared/references';
import type { DepositDecision } from '../../services/mail/deposit-decision-mail';
import { maskedPayout, type WithdrawalNews } from '../../services/mail/withdrawal-mail';
import type { PayoutAccount, WithdrawalMethod } from '../../../shared/withdrawal-types';
import type { DepositReceived } from '../deposit-received';
import type { NoticeFigures, NoticeKind } from '../notice-kinds';

/**
 * "Tk 5,000" in English keeps an SMS in GSM-7 (৳ is outside it and would make it UCS-2, a third as
 * long); Bengali is UCS-2 anyway and writes "৫,০০০ টাকা" as everywhere else.
 */
const money = (poisha: number, language: Language) => {
  const amount = formatBdt(poishaToBdt(poisha), language);
  return language === 'en' ? amount.replace('৳', 'Tk ') : amount;
};

const SMS_REFERENCE_MAX = 24;

const notYou: Record<Language, string> = {
  en: `Not you? Call ${COMPANY.phoneDisplay} now.`,
  bn: `আপনি না করলে এখনই ${COMPANY.phoneDisplay} নম্বরে ফোন করুন।`,
};

const depositReceived = (deposit: DepositReceived, language: Language) => {
  const amount = money(deposit.amount, language);
  const reference = depositReference(deposit.depositId);
  return language === 'bn' ? `আপনার ${amount} জমার অনুরোধ (${reference}) পেয়েছি, যাচাই চলছে।` : `We received your deposit of ${amount} (${reference}). It is being checked.`;
};

const depositDecision = (decision: DepositDecision, language: Language) => {
  const amount = money(decision.amount, language);
  const reference = depositReference(decision.depositId);
  if (decision.status === 'approved') {
    const balance = money(decision.availableBalance, language);
    return language === 'bn'
      ? `আপনার ${amount} জমা (${reference}) অনুমোদিত হয়েছে। ব্যবহারযোগ্য ব্যালেন্স ${balance}।`
      : `Your deposit of ${amount} (${reference}) was approved. Available balance: ${balance}.`;
  }
  return language === 'bn'
    ? `আপনার ${amount} জমা (${reference}) অনুমোদিত হয়নি। কারণটি অ্যাপে ও ইমেইলে দেখুন।`
    : `Your deposit of ${amount} (${reference}) was not approved. The reason is in the app and your email.`;
};

/** A mobile account as the mail shows it; a bank account without its name, which may be long enough to need a third segment. */
function payoutInBrief(method: WithdrawalMethod, account: PayoutAccount, language: Language): string {
  if ('number' in account) return maskedPayout(method, account, language);
  const last4 = account.accountNumber.replace(/\D/g, '').slice(-4);
  return language === 'bn' ? `ব্যাংক হিসাব ****${last4}` : `bank account ****${last4}`;
}

/** The investor's own cancellation needs no SMS: they are looking at the app. */
const withdrawalStep = (news: WithdrawalNews, language: Language): string | null => {
  const amount = money(news.amount, language);
  const reference = withdrawalReference(news.withdrawalId);
  const bn = language === 'bn';
  switch (news.step) {
    case 'requested':
      return bn ? `আপনার ${amount} তোলার অনুরোধ (${reference}) পেয়েছি। ${notYou.bn}` : `We received your request to withdraw ${amount} (${reference}). ${notYou.en}`;
    case 'paid': {
      const to = payoutInBrief(news.method, news.account, language);
      // A TrxID is about 10 characters; a longer bank reference stays in the mail and the app, so the SMS keeps to two segments.
      const shown = news.paymentReference && news.paymentReference.length <= SMS_REFERENCE_MAX ? news.paymentReference : null;
      const trx = shown ? (bn ? ` লেনদেন আইডি ${shown}।` : ` Transaction ID ${shown}.`) : '';
      return bn ? `আপনার ${amount} (${reference}) ${to}-এ পাঠানো হয়েছে।${trx}` : `Your withdrawal of ${amount} (${reference}) was paid to ${to}.${trx}`;
    }
    case 'rejected':
      return bn
        ? `আপনার ${amount} তোলার অনুরোধ (${reference}) গ্রহণ করা যায়নি; টাকা ব্যালেন্সে ফেরত এসেছে।`
        : `Your withdrawal of ${amount} (${reference}) was not paid; the money is back in your balance.`;
    case 'cancelled':
      return null;
  }
};

const security: Record<'password_changed' | 'two_factor_enabled' | 'email_changed', Record<Language, string>> = {
  password_changed: { en: `Your Halal Invest password was changed. ${notYou.en}`, bn: `আপনার হালাল ইনভেস্ট পাসওয়ার্ড বদলানো হয়েছে। ${notYou.bn}` },
  two_factor_enabled: {
    en: `Two-factor sign-in was turned on for your Halal Invest account. ${notYou.en}`,
    bn: `আপনার হালাল ইনভেস্ট অ্যাকাউন্টে টু-ফ্যাক্টর সাইন ইন চালু হয়েছে। ${notYou.bn}`,
  },
  email_changed: { en: `The email address of your Halal Invest account was changed. ${notYou.en}`, bn: `আপনার হালাল ইনভেস্ট অ্যাকাউন্টের ইমেইল ঠিকানা বদলানো হয়েছে। ${notYou.bn}` },
};

/**
 * The SMS a notice sends, in the person's language, or null for notices that go by mail and the app
 * only (a distribution, returned capital). Each fits two segments (sms-notices test).
 */
export function noticeSms<K extends NoticeKind>(notice: K, figures: NoticeFigures<K>, language: Language): string | null {
  const kind: NoticeKind = notice;
  switch (kind) {
    case 'deposit_received':
      return depositReceived(figures as DepositReceived, language);
    case 'deposit_decision':
      return depositDecision(figures as DepositDecision, language);
    case 'withdrawal_step':
      return withdrawalStep(figures as WithdrawalNews, language);
    case 'password_changed':
    case 'two_factor_enabled':
    case 'email_changed':
      return security[kind][language];
    default:
      return null;
  }
}

/** The phone check's code, in one segment in either language (70 UCS-2 units in Bengali, so its 10 minutes are told on the screen): Latin digits, as codes are typed. */
export function phoneCodeSms(code: string, language: Language): string {
  return language === 'bn'
    ? `হালাল ইনভেস্ট: ফোন যাচাইয়ের কোড ${code}। কাউকে বলবেন না।`
    : `Halal Invest: your phone check code is ${code}. It works for 10 minutes. Do not share it with anyone.`;
}
