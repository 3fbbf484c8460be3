import type { ContractType } from './project-facts';

/**
 * Each contract type's text as first seeded (migration 021); an admin edits it in Settings.
 * `{company}`, `{share}` and `{rest}` are filled with the company's name and the project's
 * investor and company percentages wherever the text is shown.
 */
export interface ContractTextValues {
  sharing: string;
  sharingBn: string;
  companyRole: string;
  companyRoleBn: string;
}

export const DEFAULT_CONTRACT_TEXTS: Record<ContractType, ContractTextValues> = {
  mudaraba: {
    sharing:
      "The investors provide all the capital. Each period's profit is shared by the agreed ratio: {share}% to the investors, by each holder's capital and the days it was held, and {rest}% to the company as mudarib. A loss is borne by the investors in proportion to their capital, never more than a holding's capital.",
    sharingBn:
      'মূলধনের পুরোটা দেন বিনিয়োগকারীরা। প্রতিটি সময়কালের মুনাফা ঠিক করা অনুপাতে ভাগ হয়: {share}% বিনিয়োগকারীদের, প্রত্যেকের মূলধন ও তা কত দিন বিনিয়োগে ছিল সেই অনুপাতে, আর {rest}% মুদারিব হিসেবে কোম্পানির। লোকসান হলে বিনিয়োগকারীরা নিজ নিজ মূলধনের অনুপাতে তার ভার নেন, তবে কারও মূলধনের বেশি নয়।',
    companyRole: "{company} is the mudarib: it manages the project with the investors' capital and bears no loss unless it was negligent.",
    companyRoleBn: '{company} মুদারিব: বিনিয়োগকারীদের মূলধন দিয়ে প্রকল্পটি পরিচালনা করে, আর অবহেলা না থাকলে লোকসানের ভার নেয় না।',
  },
  musharaka: {
    sharing:
      "The investors and the company are partners in the project. Each period's profit is shared by the agreed ratio: {share}% to the investors, by each holder's capital and the days it was held, and {rest}% to the company for managing it. A loss is shared by every partner in proportion to their capital, never more than a holding's capital.",
    sharingBn:
      'বিনিয়োগকারীরা ও কোম্পানি প্রকল্পের অংশীদার। প্রতিটি সময়কালের মুনাফা ঠিক করা অনুপাতে ভাগ হয়: {share}% বিনিয়োগকারীদের, প্রত্যেকের মূলধন ও তা কত দিন বিনিয়োগে ছিল সেই অনুপাতে, আর {rest}% পরিচালনার জন্য কোম্পানির। লোকসান হলে প্রত্যেক অংশীদার নিজ মূলধনের অনুপাতে তার ভার নেন, তবে কারও মূলধনের বেশি নয়।',
    companyRole: "{company} is the managing partner: it runs the project, and any capital it puts in shares profit and loss on the same terms as the investors'.",
    companyRoleBn: '{company} পরিচালনাকারী অংশীদার: প্রকল্পটি চালায়, আর নিজে মূলধন দিলে সেই মূলধনও বিনিয়োগকারীদের মতো একই শর্তে লাভ-লোকসানের ভাগ নেয়।',
  },
  ijara: {
    sharing:
      "The project's assets are leased out; the rent after costs is the profit. It is shared by the agreed ratio: {share}% to the investors, by each holder's capital and the days it was held, and {rest}% to the company. A loss is borne by the investors in proportion to their capital, never more than a holding's capital.",
    sharingBn:
      'প্রকল্পের সম্পদ ভাড়া দেওয়া হয়; খরচ বাদে ভাড়ার আয়ই মুনাফা। তা ঠিক করা অনুপাতে ভাগ হয়: {share}% বিনিয়োগকারীদের, প্রত্যেকের মূলধন ও তা কত দিন বিনিয়োগে ছিল সেই অনুপাতে, আর {rest}% কোম্পানির। লোকসান হলে বিনিয়োগকারীরা নিজ নিজ মূলধনের অনুপাতে তার ভার নেন, তবে কারও মূলধনের বেশি নয়।',
    companyRole: '{company} manages the leased assets for the investors and bears no loss unless it was negligent.',
    companyRoleBn: '{company} বিনিয়োগকারীদের হয়ে ভাড়া দেওয়া সম্পদ দেখাশোনা করে, আর অবহেলা না থাকলে লোকসানের ভার নেয় না।',
  },
  murabaha: {
    sharing:
      "Goods are bought and sold on at their disclosed cost plus an agreed mark-up; the mark-up after costs is the profit. It is shared by the agreed ratio: {share}% to the investors, by each holder's capital and the days it was held, and {rest}% to the company. A loss is borne by the investors in proportion to their capital, never more than a holding's capital.",
    sharingBn:
      'পণ্য কিনে জানানো ক্রয়মূল্যের সঙ্গে ঠিক করা লাভ যোগ করে বিক্রি করা হয়; খরচ বাদে সেই লাভই মুনাফা। তা ঠিক করা অনুপাতে ভাগ হয়: {share}% বিনিয়োগকারীদের, প্রত্যেকের মূলধন ও তা কত দিন বিনিয়োগে ছিল সেই অনুপাতে, আর {rest}% কোম্পানির। লোকসান হলে বিনিয়োগকারীরা নিজ নিজ মূলধনের অনুপাতে তার ভার নেন, তবে কারও মূলধনের বেশি নয়।',
    companyRole: '{company} buys and sells the goods for the investors, discloses the cost and the mark-up, and bears no loss unless it was negligent.',
    companyRoleBn: '{company} বিনিয়োগকারীদের হয়ে পণ্য কেনাবেচা করে, ক্রয়মূল্য ও লাভ জানায়, আর অবহেলা না থাকলে লোকসানের ভার নেয় না।',
  },
};

/** Fills `{company}`, `{share}` and `{rest}`; other braces are left as written. */
export function fillContractText(text: string, values: { company: string; share: string; rest: string }): string {
  return text.replace(/\{(company|share|rest)\}/g, (_whole, name: 'company' | 'share' | 'rest') => values[name]);
}
