import type { Language } from '../../shared/constants';
import type { NoticeTopic } from '../../shared/notification-types';
import { capitalReturnedContent } from '../services/mail/capital-returned-mail';
import { depositDecisionContent } from '../services/mail/deposit-decision-mail';
import { distributionContent } from '../services/mail/distribution-mail';
import { emailChangedContent, twoFactorEnabledContent } from '../services/mail/account-change-templates';
import type { MailMessage } from '../services/mail/mailer';
import { languageOf, passwordChangedContent, render, type Content, type Recipient } from '../services/mail/templates';
import { withdrawalContent } from '../services/mail/withdrawal-mail';
import { depositReceivedContent } from './deposit-received';

/**
 * Every kind of notice a person gets, and its words in each language. A mail and an inbox message
 * of one event say the same, because both come from here; an inbox message is worded when it is read,
 * so it follows the reader's language.
 */
export const NOTICE_KINDS = {
  deposit_received: depositReceivedContent,
  deposit_decision: depositDecisionContent,
  withdrawal_step: withdrawalContent,
  distribution: distributionContent,
  capital_returned: capitalReturnedContent,
  password_changed: passwordChangedContent,
  two_factor_enabled: twoFactorEnabledContent,
  email_changed: emailChangedContent,
} satisfies Record<string, (figures: never, language: Language) => Content>;

export type NoticeKind = keyof typeof NOTICE_KINDS;

/** What each kind is about, for the person's choice of channels (notification preferences). */
export const NOTICE_TOPIC: Record<NoticeKind, NoticeTopic> = {
  deposit_received: 'money',
  deposit_decision: 'money',
  withdrawal_step: 'money',
  distribution: 'money',
  capital_returned: 'money',
  password_changed: 'security',
  two_factor_enabled: 'security',
  email_changed: 'security',
};
export type NoticeFigures<K extends NoticeKind> = Parameters<(typeof NOTICE_KINDS)[K]>[0];

export function isNoticeKind(kind: string): kind is NoticeKind {
  return Object.hasOwn(NOTICE_KINDS, kind);
}

/** A notice's words in `language`, as a mail says them. */
export function noticeContent<K extends NoticeKind>(kind: K, figures: NoticeFigures<K>, language: Language): Content {
  return (NOTICE_KINDS[kind] as (figures: NoticeFigures<K>, language: Language) => Content)(figures, language);
}

/** A notice as a mail to `recipient`, in their language. */
export function noticeMail<K extends NoticeKind>(recipient: Recipient, kind: K, figures: NoticeFigures<K>): MailMessage {
  return render(recipient, noticeContent(kind, figures, languageOf(recipient)), recipient.fullname);
}

/** A notice's words as the inbox shows them: text only, so links and codes become plain lines. */
export function noticeWords<K extends NoticeKind>(kind: K, figures: NoticeFigures<K>, language: Language): { title: string; body: string } {
  const content = noticeContent(kind, figures, language);
  const lines = content.blocks.map((block) => (typeof block === 'string' ? block : 'link' in block ? block.link : block.code));
  return { title: content.subject, body: lines.join('\n\n') };
}
