import type { Language } from '../../../shared/constants';
import { formatBdt } from '../../../shared/format';
import { poishaToBdt } from '../../../shared/money';
import { localized } from '../../../shared/localized';
import { depositReference } from '../../../shared/references';
import type { Content } from './templates';

export interface DepositDecision {
  depositId: string;
  status: 'approved' | 'rejected';
  /** poisha */
  amount: number;
  /** The wallet after the decision, poisha (what the investor can now invest). */
  availableBalance: number;
  /** The admin's reason; a rejection has it in English, Bengali or both. */
  remarks: string | null;
  /** The reason in Bengali. */
  remarksBn?: string | null;
}

/** formatBdt writes GLOSSARY-BN's "৫,০০,০০০ টাকা" in Bengali and ৳ first in English, as the app does. */
const money = (poisha: number, language: Language) => formatBdt(poishaToBdt(poisha), language);

/** Tells the investor, in their language, that a deposit was approved (with the new balance) or why it was rejected: the mail's and the inbox's words. */
export function depositDecisionContent(decision: DepositDecision, language: Language): Content {
  const reference = depositReference(decision.depositId);
  const amount = money(decision.amount, language);
  const balance = money(decision.availableBalance, language);
  // The reason in the investor's language, else the one the admin wrote.
  const reason = localized(decision.remarks, decision.remarksBn ?? null, language) ?? '';
  const approved: Record<Language, Content> = {
    en: {
      subject: `Your deposit of ${amount} was approved`,
      blocks: [
        `We received your deposit of ${amount} (reference ${reference}) and added it to your available balance.`,
        `Your available balance is now ${balance}. You can invest it from any project's page.`,
      ],
    },
    bn: {
      subject: `আপনার ${amount} জমা অনুমোদিত হয়েছে`,
      blocks: [
        `আপনার ${amount} জমা (রেফারেন্স ${reference}) আমরা পেয়েছি এবং আপনার ব্যবহারযোগ্য ব্যালেন্সে যোগ করেছি।`,
        `আপনার ব্যবহারযোগ্য ব্যালেন্স এখন ${balance}। যেকোনো প্রকল্পের পাতা থেকে এই টাকা বিনিয়োগ করতে পারবেন।`,
      ],
    },
  };
  const rejected: Record<Language, Content> = {
    en: {
      subject: `Your deposit of ${amount} was not approved`,
      blocks: [
        `We could not approve your deposit of ${amount} (reference ${reference}). Reason: ${reason}`,
        'Nothing was added to your balance. You can send a new deposit request with a clear screenshot of the transfer, or contact our support team.',
      ],
    },
    bn: {
      subject: `আপনার ${amount} জমা অনুমোদন করা যায়নি`,
      blocks: [
        `আপনার ${amount} জমা (রেফারেন্স ${reference}) আমরা অনুমোদন করতে পারিনি। কারণ: ${reason}`,
        'আপনার ব্যালেন্সে কিছু যোগ হয়নি। টাকা পাঠানোর পরিষ্কার স্ক্রিনশটসহ আবার টাকা জমার অনুরোধ পাঠাতে পারেন, অথবা আমাদের সাপোর্ট টিমের সঙ্গে যোগাযোগ করুন।',
      ],
    },
  };
  return (decision.status === 'approved' ? approved : rejected)[language];
}
