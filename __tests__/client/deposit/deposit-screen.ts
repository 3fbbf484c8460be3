import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PaymentAccountDto } from '../../../src/shared/payment-account-types';
import { server } from '../api-server';
import { homeHandlers } from '../home/home-test-helpers';
import { renderRoute } from '../test-utils';
import { userFixture } from '../profile/profile-helpers';
import { bankFixture, depositFixture, pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { FakeXhr } from './fake-xhr';

/** Where the deposit page reads the accounts to pay into (issue 17; the spec's flow: one bank account). */
export const BANK_URL = 'http://localhost/api/payment-accounts';
export const ME_URL = 'http://localhost/api/auth/user';
export const DEPOSIT_URL = 'http://localhost/api/deposit';
export const TOKEN = 'tok-investor';

export const accountsAnswer = (...accounts: PaymentAccountDto[]) => http.get(BANK_URL, () => HttpResponse.json({ paymentAccounts: accounts }));
export const bankAnswer = (bank: PaymentAccountDto = bankFixture()) => accountsAnswer(bank);

/** The investor, whose customer ID the page shows as the payment reference (profile's "ID": iv48213). */
export const meAnswer = () => http.get(ME_URL, () => HttpResponse.json({ user: userFixture() }));

/** A test's own /auth/user handler wins: the default goes in only when there is none. */
function serveMeUnlessAnswered() {
  const answered = server.listHandlers().some((handler) => 'info' in handler && (handler.info as { path?: unknown }).path === ME_URL);
  if (!answered) server.use(meAnswer());
}

/** /deposit for a signed-in investor; home's calls are answered too, for the way back to '/'. */
export async function renderDeposit({ lng = 'en' as 'en' | 'bn', bank = bankAnswer() } = {}) {
  localStorage.setItem('token', TOKEN);
  homeHandlers({ lng });
  serveMeUnlessAnswered();
  server.use(bank);
  const view = await renderRoute('/deposit', { lng });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

/** The hidden file input behind the visible 'Choose screenshot' button. */
export const fileInput = (name = 'Transfer screenshot file') => screen.getByLabelText(name) as HTMLInputElement;

/**
 * Chooses a file as the picker would; `accept` is not applied so refused types reach the screen.
 * `null` is a picker closed with nothing chosen, which some browsers report as a change.
 */
export async function choose(file: File | null, name?: string) {
  if (file) await userEvent.setup({ applyAccept: false }).upload(fileInput(name), file);
  else fireEvent.change(fileInput(name), { target: { files: [] } });
}

export const amountField = (name = 'Deposit Amount (BDT)') => screen.getByRole('textbox', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}`) });

export const progressBar = () => screen.getByRole('progressbar', { name: /Uploading screenshot/ });

export const screenshotGroup = () => screen.getByRole('group', { name: /Transfer screenshot/ });

export const inGroup = () => within(screenshotGroup());

export interface SentDeposit {
  body: unknown;
  key: string | null;
  authorization: string | null;
}

/** POST /api/deposit answered by `answer` in turn (the last one repeats); every request is recorded. */
export function depositAnswers(...answers: Array<() => Response | Promise<Response>>) {
  const sent: SentDeposit[] = [];
  server.use(
    http.post(DEPOSIT_URL, async ({ request }) => {
      sent.push({ body: await request.json(), key: request.headers.get('idempotency-key'), authorization: request.headers.get('authorization') });
      const answer = answers[Math.min(sent.length, answers.length) - 1]!;
      return answer();
    }),
  );
  return sent;
}

export const created =
  (amount = 5000) =>
  () =>
    HttpResponse.json({ deposit: depositFixture({ amount }) }, { status: 201 });

/** Chooses a PNG and lets the fake server accept it. */
export async function uploadScreenshot(name = 'receipt.png') {
  await choose(pngFile(name));
  act(() => FakeXhr.last.respond(201, { url: SCREENSHOT_URL }));
  await inGroup().findByText('Screenshot uploaded.');
}

export const confirm = () => screen.getByRole('button', { name: /Confirm Deposit|Processing/ });
