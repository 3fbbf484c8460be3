import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { PortfolioDto } from '../../../src/shared/portfolio-types';
import { axeViolations } from '../axe';
import { server, setupApiServer } from '../api-server';
import { homeHandlers } from '../home/home-test-helpers';
import { renderRoute } from '../test-utils';
import { detail, meHandler, PORTFOLIO_URL, portfolioFixture, portfolioHandler, signIn, userFixture } from './profile-helpers';

setupApiServer();
afterEach(() => localStorage.clear());

const full: PortfolioDto = portfolioFixture({
  totalValue: 187500.5,
  cash: 40000.5,
  invested: 120000,
  pendingDeposits: 25000,
  withdrawalsOnHold: 2500,
  totalProfit: 4300,
  totalLoss: 0,
  holdings: [
    {
      projectId: 'p1',
      title: 'Uttara Plaza',
      titleBn: 'উত্তরা প্লাজা',
      principal: 120000,
      sharePercent: 4.5,
      expectedReturn: 14.5,
      maturityDate: '2027-06-30',
      lastProfitAt: '2026-09-30T10:00:00.000Z',
      since: '2026-01-05T10:00:00.000Z',
    },
  ],
  deposits: [{ _id: 'd1', amount: 25000, reference: 'DEP-0A1B2C3D', createdAt: '2026-10-02T10:00:00.000Z' }],
  movements: [
    {
      _id: 't2',
      kind: 'profit',
      direction: 'in',
      amount: 4300,
      walletChange: 4300,
      projectId: 'p1',
      projectTitle: 'Uttara Plaza',
      depositId: null,
      createdAt: '2026-09-30T10:00:00.000Z',
    },
    {
      _id: 't1',
      kind: 'investment',
      direction: 'out',
      amount: 120000,
      walletChange: -120000,
      projectId: 'p1',
      projectTitle: 'Uttara Plaza',
      depositId: null,
      createdAt: '2026-01-05T10:00:00.000Z',
    },
  ],
});

describe('the portfolio overview', () => {
  test('/portfolio: the total and its four parts, the pending deposit with its reference and what happens next, holdings and movements', async () => {
    signIn();
    meHandler(userFixture());
    server.use(portfolioHandler(full));
    await renderRoute('/portfolio');
    expect(await screen.findByRole('heading', { level: 1, name: 'My portfolio' })).toBeInTheDocument();
    await screen.findByText('Total value');
    expect(detail('Total value')).toBe('৳1,87,500.50');
    expect(detail('Available balance')).toBe('৳40,000.50');
    expect(detail('Total Investment')).toBe('৳1,20,000');
    expect(detail('Deposits being checked')).toBe('৳25,000');
    expect(detail('Withdrawals on hold')).toBe('৳2,500');
    expect(detail('Total Profit')).toBe('৳4,300');

    const pending = screen.getByRole('region', { name: 'Deposits being checked' });
    expect(pending).toHaveTextContent('৳25,000 sent on 2 October 2026');
    expect(pending).toHaveTextContent('Reference: DEP-0A1B2C3D');
    expect(pending).toHaveTextContent(/What happens next: .*goes into your wallet/);

    const holdings = screen.getByRole('region', { name: 'Active investments' });
    const [line] = within(holdings).getAllByRole('listitem');
    expect(within(line!).getByRole('link', { name: 'Uttara Plaza' })).toHaveAttribute('href', '/investments/details/p1');
    expect(detail('Expected return (yearly)', line)).toBe('14.5%');
    expect(detail('Matures on', line)).toBe('30 June 2027');
    expect(detail('Last profit', line)).toBe('30 September 2026');
    expect(detail('Your share of the project', line)).toBe('4.5%');

    const movements = screen.getByRole('region', { name: 'Latest movements' });
    expect(
      within(movements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Profit from Uttara Plaza30 September 2026+৳4,300', 'Invested in Uttara Plaza5 January 2026−৳1,20,000']);
    expect(within(movements).getByRole('link', { name: 'See all transactions' })).toHaveAttribute('href', '/profile#transactions');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('in Bengali: the glossary term, Bengali digits and the Bengali project title', async () => {
    signIn();
    meHandler(userFixture());
    server.use(portfolioHandler(full));
    await renderRoute('/portfolio', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'আমার বিনিয়োগ' })).toBeInTheDocument();
    await screen.findByText('আপনার মোট টাকা');
    expect(detail('আপনার মোট টাকা')).toBe('১,৮৭,৫০০.৫০ টাকা');
    expect(detail('যাচাই চলছে এমন টাকা জমা')).toBe('২৫,০০০ টাকা');
    expect(screen.getByRole('link', { name: 'উত্তরা প্লাজা' })).toBeInTheDocument();
    expect(detail('প্রত্যাশিত মুনাফা (বার্ষিক)')).toBe('১৪.৫%');
  });

  test('nothing yet: empty holdings and movements say so; a failed load offers Try again, which asks again', async () => {
    signIn();
    meHandler(userFixture());
    let fail = true;
    server.use(
      http.get(PORTFOLIO_URL, () => (fail ? HttpResponse.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }) : HttpResponse.json({ portfolio: portfolioFixture() }))),
    );
    await renderRoute('/portfolio');
    expect(await screen.findByText('Your portfolio could not be loaded.', undefined, { timeout: 10_000 })).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have no active investments.')).toBeInTheDocument();
    expect(screen.getByText('No movements yet.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Deposits being checked' })).not.toBeInTheDocument();
  });

  test('signed out, /portfolio goes to sign-in', async () => {
    const { router } = await renderRoute('/portfolio');
    expect(router.state.location.pathname).toBe('/signin');
  });

  test('the header links a signed-in investor to the portfolio', async () => {
    signIn();
    meHandler(userFixture());
    server.use(portfolioHandler(full));
    await renderRoute('/portfolio');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'My portfolio' })).toHaveAttribute('href', '/portfolio');
  });

  test('the signed-in home page: the summary and the pending deposit receipt instead of the sign-up panel', async () => {
    signIn();
    homeHandlers();
    meHandler(userFixture());
    server.use(portfolioHandler(full));
    await renderRoute('/');
    const panel = await screen.findByRole('region', { name: 'Your money at a glance' });
    expect(detail('Total value', panel)).toBe('৳1,87,500.50');
    expect(within(panel).getByRole('region', { name: 'Deposits being checked' })).toHaveTextContent('Reference: DEP-0A1B2C3D');
    expect(within(panel).getByRole('link', { name: 'Open my portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(screen.queryByRole('region', { name: 'Start investing the halal way' })).not.toBeInTheDocument();
  });

  test('signed out, the home page shows no portfolio and asks for none', async () => {
    let asked = false;
    server.use(
      http.get(PORTFOLIO_URL, () => {
        asked = true;
        return HttpResponse.json({ portfolio: full });
      }),
    );
    homeHandlers();
    await renderRoute('/');
    await screen.findByRole('region', { name: 'Start investing the halal way' });
    expect(screen.queryByRole('region', { name: 'Your money at a glance' })).not.toBeInTheDocument();
    expect(asked).toBe(false);
  });
});
