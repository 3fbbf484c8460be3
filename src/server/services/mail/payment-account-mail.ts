import type { Language } from '../../../shared/constants';
import type { PaymentAccountKind } from '../../../shared/payment-account-types';
import type { PaymentAccountSnapshot } from '../../db/repositories/payment-accounts';
import type { MailMessage } from './mailer';
import { bengaliDigits, languageOf, render, type Content, type Recipient } from './templates';

export interface PaymentAccountAlert {
  /** The account before the change; null for a new account. */
  before: PaymentAccountSnapshot | null;
  after: PaymentAccountSnapshot;
  /** The email of the admin who made the change. */
  by: string;
  /** ISO time of the change. */
  at: string;
}

type Field = keyof PaymentAccountSnapshot;

const FIELDS: readonly Field[] = ['kind', 'bankName', 'branch', 'routingNumber', 'accountName', 'accountNumber', 'instruction', 'instructionBn', 'active'];

const LABELS: Record<Language, Record<Field, string>> = {
  en: {
    kind: 'Kind',
    bankName: 'Bank name',
    branch: 'Branch',
    routingNumber: 'Routing number',
    accountName: 'Account name',
    accountNumber: 'Account number',
    instruction: 'Instruction (English)',
    instructionBn: 'Instruction (Bengali)',
    active: 'Active',
  },
  bn: {
    kind: 'ধরন',
    bankName: 'ব্যাংকের নাম',
    branch: 'শাখা',
    routingNumber: 'রাউটিং নম্বর',
    accountName: 'অ্যাকাউন্টের নাম',
    accountNumber: 'অ্যাকাউন্ট নম্বর',
    instruction: 'নির্দেশনা (ইংরেজি)',
    instructionBn: 'নির্দেশনা (বাংলা)',
    active: 'চালু',
  },
};

const KINDS: Record<Language, Record<PaymentAccountKind, string>> = {
  en: { bank: 'Bank', bkash: 'bKash', nagad: 'Nagad', rocket: 'Rocket' },
  bn: { bank: 'ব্যাংক', bkash: 'বিকাশ', nagad: 'নগদ', rocket: 'রকেট' },
};

const YES_NO: Record<Language, [string, string]> = { en: ['yes', 'no'], bn: ['হ্যাঁ', 'না'] };

/** A field's value as an admin reads it; account and phone numbers keep their Latin digits. */
function shown(field: Field, snapshot: PaymentAccountSnapshot, language: Language): string {
  const value = snapshot[field];
  if (field === 'kind') return KINDS[language][snapshot.kind];
  if (typeof value === 'boolean') return YES_NO[language][value ? 0 : 1];
  return value === null || value === '' ? '—' : value;
}

/** "Islami Bank 2050 1234" or "bKash 01712345678": how the admins know the account. */
const accountName = (snapshot: PaymentAccountSnapshot, language: Language) => `${snapshot.bankName ?? KINDS[language][snapshot.kind]} ${snapshot.accountNumber}`;

/** Every field of a new account (those it has), or the changed fields of an edit as old → new. */
function lines(alert: PaymentAccountAlert, language: Language): string[] {
  const { before, after } = alert;
  if (before === null) return FIELDS.filter((field) => after[field] !== null && after[field] !== '').map((field) => `${LABELS[language][field]}: ${shown(field, after, language)}`);
  return FIELDS.filter((field) => before[field] !== after[field]).map(
    (field) => `${LABELS[language][field]}: ${shown(field, before, language)} → ${shown(field, after, language)}`,
  );
}

/**
 * Sent to every admin when an account investors pay into is added or any of its fields changes
 * (the instructions and the on/off switch too): an insider who rewrites the deposit number, or
 * an instruction to name another one, would divert every deposit.
 */
export function paymentAccountChangedMail(recipient: Recipient, alert: PaymentAccountAlert): MailMessage {
  const language = languageOf(recipient);
  const when = `${alert.at.replace('T', ' ').slice(0, 16)} UTC`;
  const added = alert.before === null;
  const name = accountName(alert.before ?? alert.after, language);
  const content: Record<Language, Content> = {
    en: {
      subject: added ? 'Halal Invest: a payment account was added' : 'Halal Invest: the payment details were changed',
      blocks: [
        added
          ? `A payment account investors can send deposits to, ${name}, was added by ${alert.by} on ${when}.`
          : `The payment account ${name} that investors send deposits to was changed by ${alert.by} on ${when}.`,
        ...lines(alert, 'en'),
        'If you did not expect this change, sign in and check the payment accounts now, and tell the other administrators.',
      ],
    },
    bn: {
      subject: added ? 'হালাল ইনভেস্ট: নতুন টাকা জমার অ্যাকাউন্ট যোগ হয়েছে' : 'হালাল ইনভেস্ট: টাকা জমার অ্যাকাউন্টের তথ্য বদলানো হয়েছে',
      blocks: [
        added
          ? `${alert.by} বিনিয়োগকারীদের টাকা জমার জন্য একটি নতুন অ্যাকাউন্ট যোগ করেছেন: ${name} (${bengaliDigits(when)})।`
          : `${alert.by} টাকা জমার অ্যাকাউন্ট ${name}-এর তথ্য বদলেছেন (${bengaliDigits(when)})।`,
        ...lines(alert, 'bn'),
        'এই পরিবর্তন আপনার জানা না থাকলে এখনই সাইন ইন করে টাকা জমার অ্যাকাউন্টগুলো দেখুন এবং অন্য অ্যাডমিনদের জানান।',
      ],
    },
  };
  return render(recipient, content[language], recipient.fullname);
}
