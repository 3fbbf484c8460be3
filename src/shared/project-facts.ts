/**
 * The facts an investor needs before deciding: the Islamic contract the project runs on,
 * its term, how often profit is paid out, the expected (never promised) profit rate and the minimum.
 */
export const CONTRACT_TYPES = ['mudaraba', 'musharaka', 'ijara', 'murabaha'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const PAYOUT_FREQUENCIES = ['monthly', 'quarterly', 'half-yearly', 'yearly', 'at-maturity'] as const;
export type PayoutFrequency = (typeof PAYOUT_FREQUENCIES)[number];

/** 50 years: longer than any real project term, short enough to catch a typo in days or years. */
export const TERM_MONTHS_MAX = 600;

/** Documents attached to a project, shown to every visitor on its page. */
export const DOCUMENT_KINDS = ['shariah_approval', 'deed', 'contract', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_TITLE_MAX = 200;
