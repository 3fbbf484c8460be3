import { COMPANY } from '../../../shared/company';

/** The spec's subject, kept in English so support can filter these requests. */
export const DELETION_SUBJECT = 'Account Deletion Request';

/** A mailto: link to support with the deletion subject and, when given, a prepared body. */
export function deletionMailto(body?: string): string {
  const query = `subject=${encodeURIComponent(DELETION_SUBJECT)}${body ? `&body=${encodeURIComponent(body)}` : ''}`;
  return `mailto:${COMPANY.supportEmail}?${query}`;
}

/**
 * Hands the prepared e-mail to the user's mail app. A function of its own so tests can observe
 * it: jsdom's window.location cannot be replaced or spied on (its properties are unforgeable).
 */
export function openMailApp(href: string): void {
  window.location.href = href;
}
