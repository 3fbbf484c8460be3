import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { nextStepOf } from '../../../src/client/features/profile/next-step';
import type { DepositDto } from '../../../src/shared/api-types';
import { formatBdt } from '../../../src/shared/format';
import type { HoldingDto } from '../../../src/shared/money-types';
import { projectFixture, projectList, server, setupApiServer } from '../api-server';
import { depositFixture } from '../fixtures/deposits';
import { renderRoute } from '../test-utils';
import { DEPOSITS_URL, meHandler, moneyHandlers, signIn, userFixture } from './profile-helpers';

setupApiServer();
afterEach(() => localStorage.clear());

const NEW_INVESTOR = { availableBalance: 0, totalInvestment: 0, totalProfit: 0, totalLoss: 0 };

const deposit = (overrides: Partial<DepositDto> = {}): DepositDto => {
  const createdAt = '2026-03-01T00:00:00.000Z';
  const rahim = { _id: 'u1', fullname: 'Rahim Uddin', email: 'rahim@example.com', uniqueId: null, phone: null };
  return depositFixture({ userId: rahim, amount: 50000, screenshotUrl: 'http://localhost/files/d1', createdAt, updatedAt: createdAt, ...overrides });
};
const holding: HoldingDto = {
  projectId: 'p1',
  title: 'Bashundhara Green Residency',
  principal: 50000,
  profit: 0,
  loss: 0,
  sharePercent: 10,
  since: '2026-03-05T10:00:00.000Z',
  status: 'active',
  invested: 50000,
  returned: 0,
  realisedReturnPercent: 0,
  completedAt: null,
};

describe('nextStepOf (issue 18)', () => {
  const user = userFixture(NEW_INVESTOR);
  test.each([
    ['no money, no deposit: a first deposit', { user, holdings: [], deposits: [] }, { kind: 'deposit' }],
    ['a deposit being checked: wait for it', { user, holdings: [], deposits: [deposit()] }, { kind: 'pending' }],
    [
      'money in the wallet, no holding: choose a project',
      { user: userFixture({ ...NEW_INVESTOR, availableBalance: 50000 }), holdings: [], deposits: [deposit({ status: 'approved' })] },
      { kind: 'invest', available: 50000 },
    ],
    [
      'invested: nothing',
      { user: userFixture({ ...NEW_INVESTOR, availableBalance: 50000, totalInvestment: 50000 }), holdings: [holding], deposits: [deposit({ status: 'approved' })] },
      null,
    ],
    ['a holding even with totals not yet refreshed: nothing', { user, holdings: [holding], deposits: [] }, null],
    ['only a rejected deposit: still a first deposit to make', { user, holdings: [], deposits: [deposit({ status: 'rejected' })] }, { kind: 'deposit' }],
    ['deposited before and all withdrawn since: nothing to call "first"', { user, holdings: [], deposits: [deposit({ status: 'approved' })] }, null],
    ['an admin: nothing', { user: userFixture({ ...NEW_INVESTOR, role: 'admin' }), holdings: [], deposits: [] }, null],
    ['figures still loading: nothing yet', { user, holdings: undefined, deposits: [] }, null],
  ])('%s', (_name, figures, expected) => {
    expect(nextStepOf(figures)).toEqual(expected);
  });
});

/** A signed-in investor with these figures, deposits and holdings. */
function investor(overrides: Parameters<typeof userFixture>[0], deposits: DepositDto[] = [], holdings: HoldingDto[] = []) {
  signIn();
  meHandler(userFixture({ ...NEW_INVESTOR, ...overrides }));
  server.use(
    ...moneyHandlers(holdings),
    http.get(DEPOSITS_URL, () => HttpResponse.json({ deposits, nextCursor: null })),
  );
}

const findNextStep = (name = 'Your next step') => screen.findByRole('region', { name });

describe('the next step on the profile and on the projects list (issue 18)', () => {
  test('profile, nothing deposited: "Make your first deposit" links to /deposit', async () => {
    investor({});
    const { router } = await renderRoute('/profile');
    const step = await findNextStep();
    expect(step).toHaveTextContent('Add money to your wallet');
    const link = within(step).getByRole('link', { name: 'Make your first deposit' });
    expect(link).toHaveAttribute('href', '/deposit');
    expect(router.state.location.pathname).toBe('/profile');
  });

  test('projects list (where sign-in lands), money but no holding: "Choose a project" links to the list', async () => {
    investor({ availableBalance: 50000 }, [deposit({ status: 'approved' })]);
    server.use(projectList([projectFixture()]));
    await renderRoute('/investment/all');
    const step = await findNextStep();
    expect(step).toHaveTextContent('You have ৳50,000 in your wallet, ready to invest.');
    expect(within(step).getByRole('link', { name: 'Choose a project' })).toHaveAttribute('href', '/investment/all');
  });

  test('a deposit being checked says so, with no button', async () => {
    investor({}, [deposit()]);
    await renderRoute('/profile');
    const step = await findNextStep();
    expect(step).toHaveTextContent('We are checking your deposit. Once it is approved, you can choose a project.');
    expect(within(step).queryByRole('link')).not.toBeInTheDocument();
  });

  test('an invested investor sees no next step', async () => {
    investor({ availableBalance: 1000, totalInvestment: 50000 }, [deposit({ status: 'approved' })], [holding]);
    server.use(projectList([projectFixture()]));
    await renderRoute('/investment/all');
    await screen.findByText('Bashundhara Green Residency');
    expect(screen.queryByRole('region', { name: 'Your next step' })).not.toBeInTheDocument();
  });

  test('signed out: the projects list asks nothing about the account', async () => {
    // onUnhandledRequest is 'error': a call for the user, deposits or holdings would fail the test.
    server.use(projectList([projectFixture()]));
    await renderRoute('/investment/all');
    await screen.findByText('Bashundhara Green Residency');
    expect(screen.queryByRole('region', { name: 'Your next step' })).not.toBeInTheDocument();
  });

  test('in Bengali: the deposit step', async () => {
    investor({});
    await renderRoute('/profile', { lng: 'bn' });
    const step = await findNextStep('আপনার পরের ধাপ');
    expect(within(step).getByRole('link', { name: 'প্রথম টাকা জমা দিন' })).toHaveAttribute('href', '/deposit');
  });

  test('in Bengali: the invest step with Bengali digits', async () => {
    investor({ availableBalance: 150000 }, [deposit({ status: 'approved' })]);
    server.use(projectList([projectFixture()]));
    await renderRoute('/investment/all', { lng: 'bn' });
    const step = await findNextStep('আপনার পরের ধাপ');
    // The amount as every other card writes it (formatBdt), in Bengali digits and lakh grouping.
    expect(step).toHaveTextContent(`আপনার ওয়ালেটে ${formatBdt(150000, 'bn')} বিনিয়োগের জন্য তৈরি আছে।`);
    expect(step).toHaveTextContent('১,৫০,০০০');
    expect(within(step).getByRole('link', { name: 'একটি প্রকল্প বেছে নিন' })).toBeInTheDocument();
  });
});
