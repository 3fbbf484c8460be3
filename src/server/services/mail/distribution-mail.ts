import type { Language } from '../../../shared/constants';
import type { DistributionKind } from '../../../shared/distribution-types';
import { formatDate, formatBdt } from '../../../shared/format';
import { poishaToBdt } from '../../../shared/money';
import type { Content } from './templates';

export interface DistributionNews {
  kind: DistributionKind;
  projectTitle: string;
  /** How the project's contract shares profit and loss, in the reader's language (Settings); null when it names none. */
  contractSharing?: string | null;
  periodStart: string;
  periodEnd: string;
  /** poisha: the investor's own line */
  amount: number;
  /** poisha, after this distribution: all their holdings' profit (or loss), and the wallet */
  totalProfit: number;
  totalLoss: number;
  availableBalance: number;
}

/** formatBdt writes GLOSSARY-BN's "৫,০০,০০০ টাকা" in Bengali and ৳ first in English, as the app does. */
const money = (poisha: number, language: Language) => formatBdt(poishaToBdt(poisha), language);
// Noon UTC is the same calendar day in Bangladesh and everywhere a reader formats it.
const day = (text: string, language: Language) => formatDate(`${text}T12:00:00Z`, language);

/** Tells an investor, in their language, their share of a project's profit or loss for a period: the mail's and the inbox's words. */
export function distributionContent(news: DistributionNews, language: Language): Content {
  const amount = money(news.amount, language);
  const period = { en: `${day(news.periodStart, 'en')} to ${day(news.periodEnd, 'en')}`, bn: `${day(news.periodStart, 'bn')} থেকে ${day(news.periodEnd, 'bn')}` }[language];
  const project = news.projectTitle;
  const balance = money(news.availableBalance, language);
  const profit: Record<Language, Content> = {
    en: {
      subject: `Your profit of ${amount} from ${project}`,
      blocks: [
        `${project} made a profit for ${period}. Your share, ${amount}, has been added to your available balance.`,
        `Your Total Profit is now ${money(news.totalProfit, language)}, and your available balance ${balance}.`,
      ],
    },
    bn: {
      subject: `${project} থেকে আপনার ${amount} মুনাফা`,
      blocks: [
        `${period} সময়ে ${project} মুনাফা করেছে। আপনার অংশ ${amount} আপনার ব্যবহারযোগ্য ব্যালেন্সে যোগ হয়েছে।`,
        `আপনার মোট মুনাফা এখন ${money(news.totalProfit, language)}, আর ব্যবহারযোগ্য ব্যালেন্স ${balance}।`,
      ],
    },
  };
  const loss: Record<Language, Content> = {
    en: {
      subject: `Your share of a loss in ${project}: ${amount}`,
      blocks: [
        `${project} made a loss for ${period}. Your share, ${amount}, has been taken from your investment in it, in proportion to your capital and the days you held it.`,
        `Your Total Loss is now ${money(news.totalLoss, language)}. Your available balance, ${balance}, is unchanged.`,
      ],
    },
    bn: {
      subject: `${project}-এ লোকসানে আপনার অংশ: ${amount}`,
      blocks: [
        `${period} সময়ে ${project}-এ লোকসান হয়েছে। আপনার মূলধন ও বিনিয়োগের দিনের হিসাবে আপনার অংশ ${amount} এই প্রকল্পে আপনার বিনিয়োগ থেকে কাটা হয়েছে।`,
        `আপনার মোট লোকসান এখন ${money(news.totalLoss, language)}। আপনার ব্যবহারযোগ্য ব্যালেন্স ${balance}, এতে কোনো পরিবর্তন হয়নি।`,
      ],
    },
  };
  const content = (news.kind === 'profit' ? profit : loss)[language];
  // The same contract text the project page, the invest review and the certificate state.
  const contract = news.contractSharing
    ? [`${{ en: 'How this project shares profit and loss:', bn: 'এই প্রকল্পে মুনাফা ও লোকসান যেভাবে ভাগ হয়:' }[language]} ${news.contractSharing}`]
    : [];
  return { ...content, blocks: [...content.blocks, ...contract] };
}
