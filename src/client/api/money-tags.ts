import type { api } from './api-slice';

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

const me: Tag = { type: 'Me', id: 'CURRENT' };
const users: Tag = { type: 'User', id: 'LIST' };
const ledgerCheck: Tag = { type: 'Ledger', id: 'CHECK' };
const deposits: Tag = { type: 'Deposit', id: 'LIST' };
const withdrawals: Tag = { type: 'Withdrawal', id: 'LIST' };
/** The investor's inbox: their own money events land there at once. */
const inbox: Tag = { type: 'Notification', id: 'LIST' };
const projectTags = (projectId: string): Tag[] => [
  { type: 'Project', id: projectId },
  { type: 'Project', id: 'LIST' },
];

/** A project's past distributions, as the admin's distributions tab lists them. */
export const distributionListTag = (projectId: string): Tag => ({ type: 'Distribution', id: `PROJECT-${projectId}` });

/**
 * Which cached answers each money event makes stale, in one list: an event moves the same figures
 * whichever screen sent it, so every screen showing them refetches.
 */
export const moneyEventTags = {
  /** An investor invests: their wallet, holdings and transactions, and the project's raised amount. */
  invested: (projectId: string): Tag[] => [me, 'Holding', 'Transaction', ...projectTags(projectId)],
  /** The admin invests the company's money, or an investor's wallet money for them. */
  fundsAllocated: (projectId: string, userId?: string): Tag[] => [...projectTags(projectId), ledgerCheck, ...(userId ? [{ type: 'User', id: userId } as Tag, users] : [])],
  /** An investor claims a deposit: nothing moves until it is reviewed, but their lists change. */
  depositSubmitted: (): Tag[] => [deposits, me, inbox],
  /** The admin approves or rejects a deposit: the investor's wallet (users list) and the books. */
  depositReviewed: (): Tag[] => [deposits, users, ledgerCheck],
  /** An investor asks for a withdrawal or cancels one: the amount is held or comes back. */
  withdrawalRequested: (withdrawalId?: string): Tag[] => [...(withdrawalId ? [{ type: 'Withdrawal', id: withdrawalId } as Tag] : []), withdrawals, me, 'Transaction', users, inbox],
  /** The admin pays or rejects a withdrawal. */
  withdrawalDecided: (): Tag[] => [withdrawals, users, ledgerCheck],
  /** The admin records an expense. */
  expenseRecorded: (): Tag[] => [{ type: 'Expense', id: 'LIST' }, ledgerCheck],
  /** A distribution or its reversal posts, or finishes posting. */
  distributed: (projectId: string): Tag[] => [distributionListTag(projectId), users, 'Holding', 'Transaction', ledgerCheck, ...projectTags(projectId)],
  /** A project completes: every holder's capital goes back to their wallet. */
  projectCompleted: (projectId: string): Tag[] => [...projectTags(projectId), 'User', 'Me', 'Holding', 'Transaction', 'Ledger'],
};
