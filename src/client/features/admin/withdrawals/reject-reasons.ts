/**
 * The reasons an admin picks from when rejecting a withdrawal (issue 17); the investor reads the
 * chosen one (in the admin's words, admin.withdrawals.review.reasons.*) and the note after it.
 * 'other' has no text of its own, so its note is required.
 */
export const REJECT_REASONS = ['accountName', 'wrongAccount', 'identity', 'investorAsked', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];

/** The remarks sent: the reason, then the admin's note ("… investor. The bKash name is Karim."). */
export function composeRemarks(reasonText: string, note: string): string {
  const parts = [reasonText.trim(), note.trim()].filter((part) => part !== '');
  return parts.join('. ');
}
