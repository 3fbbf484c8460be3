import { http, HttpResponse } from 'msw';
import type { PaymentAccountDto } from '../../../../src/shared/payment-account-types';
import { server } from '../../api-server';
import { paymentAccountFixture as accountFixture } from '../../fixtures/payment-accounts';

export { accountFixture };

export const ACCOUNTS_URL = 'http://localhost/api/payment-accounts';

export const BKASH = accountFixture({
  _id: 'a2',
  kind: 'bkash',
  bankName: null,
  branch: null,
  routingNumber: null,
  accountNumber: '01712345678',
  instruction: 'Use Send Money.',
  active: false,
});

export interface Saved {
  method: string;
  url: string;
  body: Record<string, unknown>;
}

/** GET (?all=1), POST and PUT /api/payment-accounts as the server answers them; records the saves. */
export function accountsServer(initial: PaymentAccountDto[], save?: () => Response | undefined) {
  const state = { accounts: [...initial], gets: [] as string[], saves: [] as Saved[] };
  const onSave = async (request: Request, id: string | null) => {
    const body = (await request.json()) as Record<string, unknown>;
    state.saves.push({ method: request.method, url: request.url, body });
    const answer = save?.();
    if (answer) return answer;
    const before = state.accounts.find((account) => account._id === id);
    const saved = accountFixture({
      ...(before ?? { _id: `new${state.saves.length}` }),
      bankName: null,
      branch: null,
      routingNumber: null,
      instructionBn: null,
      ...(body as Partial<PaymentAccountDto>),
    });
    state.accounts = before ? state.accounts.map((account) => (account._id === id ? saved : account)) : [...state.accounts, saved];
    return HttpResponse.json({ paymentAccount: saved }, { status: before ? 200 : 201 });
  };
  server.use(
    http.get(ACCOUNTS_URL, ({ request }) => {
      state.gets.push(new URL(request.url).search);
      return HttpResponse.json({ paymentAccounts: state.accounts });
    }),
    http.post(ACCOUNTS_URL, ({ request }) => onSave(request, null)),
    http.put(`${ACCOUNTS_URL}/:id`, ({ request, params }) => onSave(request, String(params.id))),
  );
  return state;
}
