import type { Language } from '../../shared/constants';
import { formatBdt } from '../../shared/format';
import { poishaToBdt } from '../../shared/money';
import { depositReference } from '../../shared/references';
import type { Content } from '../services/mail/templates';

export interface DepositReceived {
  depositId: string;
  /** poisha */
  amount: number;
}

/** The investor's own deposit claim, acknowledged: it waits for the transfer to be checked (GLOSSARY-BN: যাচাই চলছে). */
export function depositReceivedContent(deposit: DepositReceived, language: Language): Content {
  const amount = formatBdt(poishaToBdt(deposit.amount), language);
  const reference = depositReference(deposit.depositId);
  const content: Record<Language, Content> = {
    en: {
      subject: `We received your deposit of ${amount}`,
      blocks: [`Your deposit of ${amount} (reference ${reference}) is being checked. We will tell you as soon as it is approved and added to your available balance.`],
    },
    bn: {
      subject: `আপনার ${amount} জমার অনুরোধ আমরা পেয়েছি`,
      blocks: [`আপনার ${amount} জমার (রেফারেন্স ${reference}) যাচাই চলছে। অনুমোদন হয়ে ব্যবহারযোগ্য ব্যালেন্সে যোগ হলেই আপনাকে জানাব।`],
    },
  };
  return content[language];
}
