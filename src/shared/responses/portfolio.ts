import * as yup from 'yup';
import type { TransactionDto } from '../money-types';
import type { PortfolioResponse } from '../portfolio-types';
import { transactionListResponseSchema } from './money';
import { described, type Same } from './same';
import { listOf, num, numOrNull, shape, text, textOrNull } from './shape';

export const portfolioResponseSchema = shape({
  portfolio: shape({
    totalValue: num(),
    cash: num(),
    invested: num(),
    pendingDeposits: num(),
    withdrawalsOnHold: num(),
    totalProfit: num(),
    totalLoss: num(),
    holdings: listOf(
      shape({
        projectId: text(),
        title: text(),
        titleBn: textOrNull(),
        principal: num(),
        sharePercent: num(),
        expectedReturn: numOrNull(),
        maturityDate: textOrNull(),
        lastProfitAt: textOrNull(),
        since: text(),
      }).label('PortfolioHolding'),
    ),
    deposits: listOf(shape({ _id: text(), amount: num(), reference: text(), createdAt: text() }).label('PendingDeposit')),
    // The same lines as the transactions list, so both always name a movement alike.
    movements: transactionListResponseSchema.fields.transactions as yup.Schema<TransactionDto[]>,
  }).label('Portfolio'),
});

described<Same<yup.InferType<typeof portfolioResponseSchema>, PortfolioResponse>>();
