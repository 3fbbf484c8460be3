import type { Language } from '../../../shared/constants';
import type { ContractType } from '../../../shared/project-facts';
import { digits } from '../pdf/pdf-format';

/**
 * The investment certificate's words in the investor's language (GLOSSARY-BN.md). The contract terms
 * say what MONEY.md "Profit and loss sharing" does, no more: a certificate must not promise what the
 * ledger does not do.
 */
export const CERTIFICATE_WORDS = {
  en: {
    title: 'Investment certificate',
    reference: 'Certificate reference',
    issued: 'Issue date',
    intro: 'This certifies that the investor named below holds capital in the project below, invested through {company} under a {contract} contract on the terms set out here.',
    introWithoutContract: 'This certifies that the investor named below holds capital in the project below, invested through {company} on the terms set out here.',
    investor: 'Investor',
    name: 'Name',
    customerId: 'Customer ID',
    project: 'Project',
    projectTitle: 'Project',
    location: 'Location',
    holding: 'Investment',
    invested: 'Capital invested',
    principal: 'Current capital',
    firstInvested: 'First investment',
    share: "Investors' profit share",
    term: 'Term',
    termValue: '{n} months',
    maturity: 'Maturity date',
    expectedReturn: 'Expected profit (yearly)',
    expectedReturnValue: '{rate}% a year (expected, not guaranteed)',
    verify: 'Verify this certificate: scan the code or open {address}',
    completed: 'Project completed on {date}; the capital was returned to the wallet.',
    investments: 'Investments',
    date: 'Date',
    investmentReference: 'Reference',
    amount: 'Amount',
    more: 'and {n} more (earlier)',
    terms: 'Contract terms ({contract})',
    termsWithoutContract: 'Terms',
    termsText:
      "The profit of each period is shared by the agreed ratio: {share}% to the investors, divided by each holder's capital and the days it was held in the period, and {rest}% to the company. A loss is borne by the capital providers in proportion to their capital, never more than a holding's capital.",
    returned: "When the project is completed, the remaining capital is returned to the investor's wallet.",
    signedFor: 'For {company}',
    registration: 'RJSC registration no. {number}',
    note: "Figures are as the platform's accounts stood on the issue date. Amounts in BDT.",
    page: 'Page {n}',
    none: '—',
  },
  bn: {
    title: 'বিনিয়োগ সনদ',
    reference: 'সনদের রেফারেন্স',
    issued: 'প্রদানের তারিখ',
    intro: 'এই মর্মে প্রত্যয়ন করা হচ্ছে যে নিচের বিনিয়োগকারী নিচের প্রকল্পে মূলধন বিনিয়োগ করেছেন। বিনিয়োগটি {company}-এর মাধ্যমে, নিচের শর্তে {contract} চুক্তিতে করা।',
    introWithoutContract: 'এই মর্মে প্রত্যয়ন করা হচ্ছে যে নিচের বিনিয়োগকারী নিচের প্রকল্পে মূলধন বিনিয়োগ করেছেন। বিনিয়োগটি {company}-এর মাধ্যমে, নিচের শর্তে করা।',
    investor: 'বিনিয়োগকারী',
    name: 'নাম',
    customerId: 'গ্রাহক আইডি',
    project: 'প্রকল্প',
    projectTitle: 'প্রকল্প',
    location: 'অবস্থান',
    holding: 'বিনিয়োগ',
    invested: 'মোট বিনিয়োগ করা মূলধন',
    principal: 'বর্তমান মূলধন',
    firstInvested: 'প্রথম বিনিয়োগের তারিখ',
    share: 'বিনিয়োগকারীদের মুনাফার অংশ',
    term: 'মেয়াদ',
    termValue: '{n} মাস',
    maturity: 'মেয়াদ শেষের তারিখ',
    expectedReturn: 'প্রত্যাশিত মুনাফা (বার্ষিক)',
    expectedReturnValue: 'বছরে {rate}% (প্রত্যাশিত, নিশ্চিত নয়)',
    verify: 'সনদ যাচাই: কোডটি স্ক্যান করুন বা {address} ঠিকানাটি খুলুন',
    completed: '{date} তারিখে প্রকল্প শেষ হয়েছে; মূলধন ওয়ালেটে ফেরত দেওয়া হয়েছে।',
    investments: 'বিনিয়োগগুলো',
    date: 'তারিখ',
    investmentReference: 'রেফারেন্স',
    amount: 'পরিমাণ',
    more: 'এবং আগের আরও {n}টি',
    terms: 'চুক্তির শর্ত ({contract})',
    termsWithoutContract: 'শর্ত',
    termsText:
      'প্রতিটি সময়কালের মুনাফা আগে থেকে ঠিক করা অনুপাতে ভাগ হয়: {share}% বিনিয়োগকারীদের, প্রত্যেকের মূলধন ও সময়কালে সেটি কত দিন বিনিয়োগে ছিল সেই অনুপাতে, আর {rest}% কোম্পানির। লোকসান হলে মূলধনদাতারা নিজ নিজ মূলধনের অনুপাতে তার ভার নেন, তবে কারও মূলধনের বেশি নয়।',
    returned: 'প্রকল্প শেষ হলে বাকি মূলধন বিনিয়োগকারীর ওয়ালেটে ফেরত দেওয়া হয়।',
    signedFor: '{company}-এর পক্ষে',
    registration: 'আরজেএসসি নিবন্ধন নম্বর {number}',
    note: 'প্রদানের তারিখে প্ল্যাটফর্মের হিসাবে যা ছিল, সেই অনুযায়ী। সব পরিমাণ টাকায়।',
    page: 'পাতা {n}',
    none: '—',
  },
} as const satisfies Record<Language, Record<string, string>>;

export type CertificateWords = (typeof CERTIFICATE_WORDS)[Language];

/** `{name}` placeholders filled in; numbers are already in the reader's digits. */
export const fill = (text: string, values: Record<string, string>): string => text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A contract type's short name, as the project page's label starts (one name on every paper). */
export const CONTRACT_NAMES: Record<ContractType, Record<Language, string>> = {
  mudaraba: { en: 'Mudaraba', bn: 'মুদারাবা' },
  musharaka: { en: 'Musharaka', bn: 'মুশারাকা' },
  ijara: { en: 'Ijara', bn: 'ইজারা' },
  murabaha: { en: 'Murabaha', bn: 'মুরাবাহা' },
};

/** The project's investor and company percentages in the reader's digits, for a contract text's `{share}` and `{rest}`. */
export function shareValues(language: Language, investorSharePercent: number): { share: string; rest: string } {
  return { share: digits(String(investorSharePercent), language), rest: digits(String(100 - investorSharePercent), language) };
}

/** The ratio paragraph of a project with no contract type, in the reader's digits. */
export function termsText(language: Language, company: string, investorSharePercent: number): string {
  return fill(CERTIFICATE_WORDS[language].termsText, { company, ...shareValues(language, investorSharePercent) });
}

/** "60,000.00 টাকা" in Bengali (the figure first, GLOSSARY-BN.md), "BDT 60,000.00" in English. */
export const takaLabel = (amount: string, language: Language): string => (language === 'bn' ? `${amount} টাকা` : `BDT ${amount}`);
