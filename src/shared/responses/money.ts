import * as yup from 'yup';
import type { HoldingsResponse, InvestResponse, LedgerCheckResponse, TransactionKind, TransactionListResponse, WithdrawalLineStatus, WalletDto } from '../money-types';
import type { StatementDto } from '../statement-types';
import { described, type Same } from './same';
import { apiErrorWith, flag, listOf, num, oneOfText, shape, text, textOrNull } from './shape';

const TRANSACTION_KINDS: readonly TransactionKind[] = [
  'deposit',
  'investment',
  'profit',
  'loss',
  'profit_reversed',
  'loss_reversed',
  'capital_returned',
  'withdrawal_requested',
  'withdrawal_paid',
  'withdrawal_returned',
];
const WITHDRAWAL_LINE_STATUSES: readonly WithdrawalLineStatus[] = ['requested', 'paid', 'rejected', 'cancelled'];
const direction = () => oneOfText(['in', 'out'] as const);

export const walletDtoSchema = shape({ availableBalance: num() }).label('Wallet');
export const investmentDtoSchema = shape({ _id: text(), projectId: text(), projectTitle: text(), amount: num(), reference: text(), createdAt: text() }).label('Investment');
export const investResponseSchema = shape({ investment: investmentDtoSchema, wallet: walletDtoSchema });

/** An investment that cannot be made (InvestRefusal, and the 400 below a project's minimum): the figures of why. */
export const investRefusalSchema = apiErrorWith({ missing: yup.number(), remaining: yup.number(), minimum: yup.number() }, 'InvestRefusal');
/** A withdrawal larger than the wallet: how much is missing. */
export const balanceRefusalSchema = apiErrorWith({ missing: yup.number() }, 'BalanceRefusal');

export const holdingsResponseSchema = shape({
  holdings: listOf(
    shape({
      projectId: text(),
      title: text(),
      titleBn: yup.string().nullable(),
      principal: num(),
      profit: num(),
      loss: num(),
      sharePercent: num(),
      since: text(),
      status: oneOfText(['active', 'completed'] as const),
      invested: num(),
      returned: num(),
      realisedReturnPercent: num(),
      completedAt: textOrNull(),
    }).label('Holding'),
  ),
});

export const transactionListResponseSchema = shape({
  transactions: listOf(
    shape({
      _id: text(),
      kind: oneOfText(TRANSACTION_KINDS),
      direction: direction(),
      amount: num(),
      projectId: textOrNull(),
      projectTitle: textOrNull(),
      depositId: textOrNull(),
      reference: yup.string(),
      walletChange: num(),
      status: oneOfText(WITHDRAWAL_LINE_STATUSES).optional(),
      settledAt: yup.string(),
      createdAt: text(),
    }).label('Transaction'),
  ),
  nextCursor: textOrNull(),
});

export const ledgerCheckResponseSchema = shape({
  ok: flag(),
  accounts: num(),
  transfers: num(),
  mismatches: listOf(
    shape({ check: text(), accountId: yup.string(), projectId: yup.string(), userId: yup.string(), expected: num(), actual: num(), message: text() }).label('LedgerMismatch'),
  ),
});

export const statementDtoSchema = shape({
  from: text(),
  to: text(),
  openingBalance: num(),
  closingBalance: num(),
  lines: listOf(
    shape({
      _id: text(),
      createdAt: text(),
      kind: oneOfText(TRANSACTION_KINDS),
      direction: direction(),
      description: text(),
      amount: num(),
      walletChange: num(),
      balanceAfter: num(),
      reference: yup.string(),
      status: oneOfText(WITHDRAWAL_LINE_STATUSES).optional(),
    }).label('StatementLine'),
  ),
  holdings: listOf(shape({ projectId: text(), project: text(), principal: num(), profit: num(), loss: num() })),
  totals: shape({ in: num(), out: num(), profit: num(), loss: num() }),
}).label('Statement');

described<Same<yup.InferType<typeof walletDtoSchema>, WalletDto>>();
described<Same<yup.InferType<typeof investResponseSchema>, InvestResponse>>();
described<Same<yup.InferType<typeof holdingsResponseSchema>, HoldingsResponse>>();
described<Same<yup.InferType<typeof transactionListResponseSchema>, TransactionListResponse>>();
described<Same<yup.InferType<typeof ledgerCheckResponseSchema>, LedgerCheckResponse>>();
described<Same<yup.InferType<typeof statementDtoSchema>, StatementDto>>();
