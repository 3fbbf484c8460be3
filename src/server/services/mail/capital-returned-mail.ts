import type { Language } from '../../../shared/constants';
import { formatBdt } from '../../../shared/format';
import { poishaToBdt } from '../../../shared/money';
import type { Content } from './templates';

export interface CapitalReturned {
  projectTitle: string;
  /** poisha */
  amount: number;
  /** The wallet after the return, poisha. */
  availableBalance: number;
}

/** formatBdt writes GLOSSARY-BN's "৫,০০,০০০ টাকা" in Bengali and ৳ first in English, as the app does. */
const money = (poisha: number, language: Language) => formatBdt(poishaToBdt(poisha), language);

/** Tells an investor, in their language, that a completed project paid their capital back into their wallet: the mail's and the inbox's words. */
export function capitalReturnedContent(returned: CapitalReturned, language: Language): Content {
  const amount = money(returned.amount, language);
  const balance = money(returned.availableBalance, language);
  const title = returned.projectTitle;
  const content: Record<Language, Content> = {
    en: {
      subject: `${title} is completed: ${amount} is back in your wallet`,
      blocks: [
        `The project ${title} is completed. Your remaining capital in it, ${amount}, has been returned to your available balance.`,
        `Your available balance is now ${balance}. You can invest it in another project.`,
      ],
    },
    bn: {
      subject: `${title} প্রকল্প সম্পন্ন: ${amount} আপনার ওয়ালেটে ফেরত এসেছে`,
      blocks: [
        `${title} প্রকল্পটি সম্পন্ন হয়েছে। এতে আপনার বাকি মূলধন ${amount} আপনার ব্যবহারযোগ্য ব্যালেন্সে ফেরত দেওয়া হয়েছে।`,
        `আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ${balance}। এই টাকা অন্য প্রকল্পে বিনিয়োগ করতে পারবেন।`,
      ],
    },
  };
  return content[language];
}
