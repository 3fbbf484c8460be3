/**
 * The reasons an admin picks from when rejecting a withdrawal; choosing one writes its
 * text (admin.withdrawals.review.reasons.*) in English and in Bengali into the two reason fields,
 * which the admin may edit. 'other' has no text of its own: the admin writes it.
 */
export const REJECT_REASONS = ['accountName', 'wrongAccount', 'identity', 'investorAsked', 'other'] as const;
export type RejectReason = (typeof REJECT_REASONS)[number];
