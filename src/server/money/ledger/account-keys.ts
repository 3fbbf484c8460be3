import type { AccountKind } from '../../db/schema';

/** Which account: a kind and its owner (MONEY.md). A holding without userId is the company's. */
export interface AccountSpec {
  kind: AccountKind;
  userId?: string | null;
  projectId?: string | null;
}

/** Accounts that must never go below zero: debited only by a conditional update (MONEY.md). */
export const BALANCE_LIMITED: ReadonlySet<AccountKind> = new Set<AccountKind>(['investor_wallet', 'holding', 'withdrawal_hold']);

/**
 * The unique text naming an account: 'bank', 'investor_wallet:<user>', 'holding:<user|company>:<project>',
 * 'project_income:<project>'. A text key avoids NULLs in a unique index, where NULLs never collide.
 */
export function accountKey({ kind, userId, projectId }: AccountSpec): string {
  if (kind === 'investor_wallet') return `investor_wallet:${userId}`;
  if (kind === 'holding') return `holding:${userId ?? 'company'}:${projectId}`;
  if (kind === 'project_income' || kind === 'project_losses') return `${kind}:${projectId}`;
  return kind;
}

export const wallet = (userId: string): AccountSpec => ({ kind: 'investor_wallet', userId });
export const holding = (userId: string | null, projectId: string): AccountSpec => ({ kind: 'holding', userId, projectId });
export const companyAccount = (kind: 'bank' | 'company_capital' | 'opening_capital' | 'expenses' | 'company_income' | 'withdrawal_hold'): AccountSpec => ({ kind });
