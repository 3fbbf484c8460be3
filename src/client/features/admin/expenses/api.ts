import type { ExpenseDto, ExpenseListResponse, ExpenseResponse } from '../../../../shared/api-types';
import type { ExpenseBody } from '../../../../shared/schemas/expenses';
import { api } from '../../../api/api-slice';
import { moneyEventTags } from '../../../api/money-tags';
import { newestFirst } from '../../../../shared/newest-first';

export const adminExpensesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getExpenses: build.query<ExpenseDto[], void>({
      query: () => '/expenses',
      // Newest first (spec section 7).
      transformResponse: (response: ExpenseListResponse) => newestFirst(response.expenses),
      providesTags: (expenses = []) => [...expenses.map((e) => ({ type: 'Expense' as const, id: e._id })), { type: 'Expense', id: 'LIST' }],
    }),
    addExpense: build.mutation<ExpenseDto, ExpenseBody>({
      query: (body) => ({ url: '/expenses', method: 'POST', body }),
      transformResponse: (response: ExpenseResponse) => response.expense,
      // An expense is a transfer from the bank to expenses (MONEY.md): the books are rechecked.
      invalidatesTags: (_result, error) => (error ? [] : moneyEventTags.expenseRecorded()),
    }),
  }),
});

export const { useGetExpensesQuery, useAddExpenseMutation } = adminExpensesApi;
