import { http, HttpResponse } from 'msw';
import type { InvestmentDto, InvestRefusal, InvestResponse } from '../../../src/shared/money-types';
import { server } from '../api-server';

export const PROJECT_ID = '65f0c0ffee00000000000001';
export const INVEST_URL = 'http://localhost/api/investment';

export function investmentFixture(overrides: Partial<InvestmentDto> = {}): InvestmentDto {
  return {
    _id: '65f0c0ffee0000000000f001',
    projectId: PROJECT_ID,
    projectTitle: 'Bashundhara Green Residency',
    amount: 50000,
    reference: 'INV-7K3M9Q2A',
    createdAt: '2026-04-02T10:15:00.000Z',
    ...overrides,
  };
}

export const investResponse = (amount = 50000, availableBalance = 50000): InvestResponse => ({
  investment: investmentFixture({ amount }),
  wallet: { availableBalance },
});

export interface SentInvestment {
  body: { projectId: string; amount: number; idempotencyKey: string };
  authorization: string | null;
}

/** POST /api/investment answered by `answers` in turn (the last one repeats); every request is recorded. */
export function investAnswers(...answers: Array<() => Response | Promise<Response>>) {
  const sent: SentInvestment[] = [];
  server.use(
    http.post(INVEST_URL, async ({ request }) => {
      sent.push({ body: (await request.json()) as SentInvestment['body'], authorization: request.headers.get('authorization') });
      return answers[Math.min(sent.length, answers.length) - 1]!();
    }),
  );
  return sent;
}

export const invested =
  (amount = 50000, balance = 50000) =>
  () =>
    HttpResponse.json(investResponse(amount, balance), { status: 201 });

export const refused =
  (refusal: InvestRefusal, status = 409) =>
  () =>
    HttpResponse.json(refusal, { status });

export const networkDown = () => () => HttpResponse.error();
