import type { FastifyPluginAsync } from 'fastify';
import type { ExpenseListResponse, ExpenseResponse } from '../../shared/api-types';
import { expenseBodySchema, type ExpenseBody } from '../../shared/schemas/expenses';
import { listExpenses, toExpenseDto } from '../db/repositories/expenses';
import { currentUser } from '../plugins/auth';
import { originOf } from '../services/audit';
import { recordExpense } from '../money/expenses';
import { expenseListResponseSchema, expenseResponseSchema } from '../../shared/responses/site';

/** The company's expenses: administrators only, each one recorded in the ledger. */
export const expensesRoutes: FastifyPluginAsync = async (app) => {
  app.get('/expenses', { config: { access: 'admin' }, schema: { response: { 200: expenseListResponseSchema } } }, async (): Promise<ExpenseListResponse> => {
    return { expenses: (await listExpenses(app.db)).map(toExpenseDto) };
  });

  app.post<{ Body: ExpenseBody }>(
    '/expenses',
    { config: { access: 'admin' }, schema: { response: { 201: expenseResponseSchema }, body: expenseBodySchema } },
    async (request, reply) => {
      const actor = currentUser(request);
      const row = await recordExpense(app.db, request.body, actor.id, originOf(request));
      request.log.info({ actor: actor.id, target: row.id, action: 'expense.create', amount: request.body.amount }, 'admin added an expense');
      return reply.code(201).send({ expense: toExpenseDto(row) } satisfies ExpenseResponse);
    },
  );
};
