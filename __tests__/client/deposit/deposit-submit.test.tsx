import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { api } from '../../../src/client/api/api-slice';
import { authApi } from '../../../src/client/api/auth-api';
import { server, setupApiServer } from '../api-server';
import { homeHandlers } from '../home/home-test-helpers';
import { meHandler } from '../profile/profile-helpers';
import { depositFixture, pngFile, SCREENSHOT_URL } from './deposit-fixtures';
import { amountField, bankAnswer, meAnswer, choose, confirm, created, DEPOSIT_URL, depositAnswers, inGroup, renderDeposit, TOKEN, uploadScreenshot } from './deposit-screen';
import { FakeXhr, setupFakeXhr } from './fake-xhr';
import { renderRoute } from '../test-utils';

setupApiServer();
// Typing amounts and picking a file through userEvent takes seconds on a busy 2-CPU CI machine; the
// default 5 s made these tests fail on load, not on behaviour.
jest.setTimeout(20000);
setupFakeXhr();

beforeEach(() => {
  jest.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview');
  jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  localStorage.clear();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('/deposit submission', () => {
  test('sends amount and url with the bearer token and an Idempotency-Key; success toasts and goes home', async () => {
    const sent = depositAnswers(created(5000));
    const { router } = await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());

    expect(await screen.findByText('Your deposit of ৳5,000 was submitted. Once approved, the money goes into your wallet. Reference: DEP-D1')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toEqual([{ body: { amount: 5000, url: SCREENSHOT_URL, paymentAccountId: 'b1' }, key: expect.stringMatching(UUID), authorization: `Bearer ${TOKEN}` }]);
  });

  test('shows Processing... while the deposit is sent, and a double click sends it once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const sent = depositAnswers(async () => {
      await gate;
      return created()();
    });
    const { router } = await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.dblClick(confirm());

    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(amountField()).toBeDisabled();
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(1);
  });

  test('a failure shows the server message and keeps everything; the retry reuses the Idempotency-Key', async () => {
    const sent = depositAnswers(() => HttpResponse.json({ message: 'Database unavailable', code: 'INTERNAL_ERROR' }, { status: 500 }), created());
    const { router } = await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot('proof.png');
    await userEvent.click(confirm());

    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(amountField()).toHaveValue('5000');
    expect(inGroup().getByText('proof.png')).toBeInTheDocument();
    expect(inGroup().getByText('Screenshot uploaded.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/deposit');

    await userEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(FakeXhr.instances).toHaveLength(1); // the screenshot was not uploaded again
  });

  test('a failure without a message reads Deposit failed.; a changed amount is a new deposit with a new key', async () => {
    const sent = depositAnswers(() => HttpResponse.error(), created(6000));
    const { router } = await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());
    expect(await screen.findByText('Deposit failed.')).toBeInTheDocument();

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '6000');
    await userEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent.map((s) => (s.body as { amount: number }).amount)).toEqual([5000, 6000]);
    expect(sent[1]!.key).not.toBe(sent[0]!.key);
  });

  test('Bengali digits in the amount are sent as a number; a known code is shown in Bengali', async () => {
    const sent = depositAnswers(() => HttpResponse.json({ message: 'Please upload a screenshot of your transfer.', code: 'SCREENSHOT_INVALID' }, { status: 400 }), created(5000.5));
    await renderDeposit({ lng: 'bn' });
    const field = amountField('কত টাকা জমা দিচ্ছেন');
    await userEvent.type(field, '৫০০০.৫০');
    expect(field).toHaveAccessibleDescription('আপনি ৫,০০০.৫০ টাকা জমা দিচ্ছেন।');
    await choose(pngFile(), 'লেনদেনের স্ক্রিনশট ফাইল');
    act(() => FakeXhr.last.respond(201, { url: SCREENSHOT_URL }));
    await screen.findByText('স্ক্রিনশট আপলোড হয়েছে।');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা জমা নিশ্চিত করুন' }));

    expect(await screen.findByText('আপনার লেনদেনের একটি স্ক্রিনশট আপলোড করুন।')).toBeInTheDocument();
    expect(sent[0]!.body).toEqual({ amount: 5000.5, url: SCREENSHOT_URL, paymentAccountId: 'b1' });
    await userEvent.click(screen.getByRole('button', { name: 'টাকা জমা নিশ্চিত করুন' }));
    expect(await screen.findByText(/৫,০০০\.৫০ টাকা/)).toBeInTheDocument(); // the success toast
  });

  test('Cancel goes home without sending anything', async () => {
    const sent = depositAnswers(created());
    const { router } = await renderDeposit();
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(router.state.location.pathname).toBe('/');
    expect(sent).toHaveLength(0);
  });

  test("a deposit refreshes the investor's deposit list and totals", async () => {
    depositAnswers(created());
    let meCalls = 0;
    let listCalls = 0;
    server.use(
      http.get('http://localhost/api/auth/user', () => {
        meCalls += 1;
        return HttpResponse.json({ user: { _id: 'u1' } });
      }),
      http.get(DEPOSIT_URL, () => {
        listCalls += 1;
        return HttpResponse.json({ deposits: [] });
      }),
    );
    // Stands in for the profile's deposit list, which provides the same tag.
    const withList = api.injectEndpoints({
      endpoints: (build) => ({ testDepositList: build.query<unknown, void>({ query: () => '/deposit', providesTags: [{ type: 'Deposit', id: 'LIST' }] }) }),
      overrideExisting: true,
    });
    const { store, router } = await renderDeposit();
    act(() => {
      void store.dispatch(authApi.endpoints.getMe.initiate());
      void store.dispatch(withList.endpoints.testDepositList.initiate());
    });
    await waitFor(() => expect([meCalls, listCalls]).toEqual([1, 1]));

    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect([meCalls, listCalls]).toEqual([2, 2]));
  });
});

describe('/deposit: the reference, and the way to the pending deposit (issue 15)', () => {
  const NEW_DEPOSIT = depositFixture({ _id: '7k3m9q2a0b1c2d3e', amount: 5000, createdAt: '2026-03-02T10:00:00.000Z' });

  test('the toast carries the reference and View in profile opens the profile, where the pending deposit is listed with it', async () => {
    depositAnswers(() => HttpResponse.json({ deposit: NEW_DEPOSIT }, { status: 201 }));
    const { router } = await renderDeposit();
    // The profile's calls, for after the toast's action: the list now holds the new pending deposit.
    meHandler();
    server.use(http.get(DEPOSIT_URL, () => HttpResponse.json({ deposits: [NEW_DEPOSIT], nextCursor: null })));
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());

    const toast = (await screen.findByText(/Your deposit of ৳5,000 was submitted/)).closest('.notistack-MuiContent') as HTMLElement;
    expect(toast).toHaveTextContent('Your deposit of ৳5,000 was submitted. Once approved, the money goes into your wallet. Reference: DEP-7K3M9Q2A');
    expect(router.state.location.pathname).toBe('/'); // the spec's go-to-/ stays

    await userEvent.click(within(toast).getByRole('button', { name: 'View in profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/profile'));
    expect(router.state.location.hash).toBe('#my-deposits');
    // Used, the toast goes (before its 5 s are up).
    await waitFor(() => expect(screen.queryByText(/Your deposit of ৳5,000 was submitted/)).not.toBeInTheDocument(), { timeout: 3000 });
    const section = await screen.findByRole('region', { name: 'My deposits' }, { timeout: 5000 });
    expect(section).toHaveAttribute('id', 'my-deposits');
    expect(await within(section).findByRole('listitem')).toHaveTextContent('৳5,0002 March 2026Reference DEP-7K3M9Q2APending');
  }, 20000);

  test('in Bengali: the reference in the toast and the action', async () => {
    depositAnswers(() => HttpResponse.json({ deposit: NEW_DEPOSIT }, { status: 201 }));
    await renderDeposit({ lng: 'bn' });
    await userEvent.type(amountField('কত টাকা জমা দিচ্ছেন'), '৫০০০');
    await choose(pngFile(), 'লেনদেনের স্ক্রিনশট ফাইল');
    act(() => FakeXhr.last.respond(201, { url: SCREENSHOT_URL }));
    await screen.findByText('স্ক্রিনশট আপলোড হয়েছে।');
    await userEvent.click(screen.getByRole('button', { name: 'টাকা জমা নিশ্চিত করুন' }));
    expect(await screen.findByText('আপনার ৫,০০০ টাকা জমার অনুরোধ পাঠানো হয়েছে। অনুমোদনের পর টাকা আপনার ওয়ালেটে যোগ হবে। রেফারেন্স: DEP-7K3M9Q2A')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'প্রোফাইলে দেখুন' })).toBeInTheDocument();
  }, 20000);
});

describe('/deposit in StrictMode', () => {
  test('doubled effects neither break the flow nor double the toast', async () => {
    const sent = depositAnswers(created());
    localStorage.setItem('token', TOKEN);
    homeHandlers();
    server.use(bankAnswer(), meAnswer());
    const { router } = await renderRoute('/deposit', { strict: true });
    await screen.findByRole('heading', { level: 1, name: 'Deposit' });
    await userEvent.type(amountField(), '5000');
    await uploadScreenshot();
    await userEvent.click(confirm());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByText(/Your deposit of ৳5,000 was submitted/)).toHaveLength(1);
    expect(sent).toHaveLength(1);
  });
});
