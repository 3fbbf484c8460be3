import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, renderAdmin } from '../shell/admin-helpers';
import { discountFixture, discountList, DISCOUNTS_URL, expectSkeletonThenCard, holdDiscounts } from '../../fixtures/discounts';

jest.setTimeout(30000);
setupApiServer();
afterEach(cleanUpAdmin);

const PATH = '/admin/dashboard?tab=promotions';

/** The list item around a card, found by its company heading (h3 under the tab's h2). */
async function findCard(company: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: company });
  return heading.closest('li') as HTMLElement;
}

describe('dashboard: promotions tab', () => {
  test('shows skeleton cards while loading, then the cards', async () => {
    const release = holdDiscounts(server);
    const { container } = await renderAdmin(PATH);
    expect(await screen.findByRole('heading', { level: 2, name: 'Promotions' })).toBeInTheDocument();
    await expectSkeletonThenCard(container, release, findCard);
  });

  test('cards show image, company and "Added on"; the percent badge only when present; newest first as sent', async () => {
    server.use(
      discountList([
        discountFixture({ _id: 'new', company: 'Green Builders Ltd', percent: 20, createdAt: '2026-03-01T10:00:00.000Z' }),
        discountFixture({ _id: 'old', company: 'Noor Furniture', percent: null, imageUrl: 'http://localhost/uploads/images/noor.jpg', createdAt: '2026-01-15T10:00:00.000Z' }),
      ]),
    );
    await renderAdmin(PATH);

    const withBadge = await findCard('Green Builders Ltd');
    expect(within(withBadge).getByRole('img', { name: 'Promotion banner from Green Builders Ltd' })).toHaveAttribute('src', 'http://localhost/uploads/images/promo-1.jpg');
    expect(within(withBadge).getByText('20% OFF')).toBeInTheDocument();
    expect(within(withBadge).getByText('Added on 1 March 2026')).toBeInTheDocument();

    const withoutBadge = await findCard('Noor Furniture');
    expect(within(withoutBadge).queryByText(/OFF/)).not.toBeInTheDocument();
    expect(within(withoutBadge).getByText('Added on 15 January 2026')).toBeInTheDocument();

    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Green Builders Ltd', 'Noor Furniture']);
  });

  test('shows the empty text', async () => {
    server.use(discountList([]));
    await renderAdmin(PATH);
    expect(await screen.findByText('No promotions available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
  });

  test('a load failure says so after the retries, and Try again loads the list', async () => {
    server.use(http.get(DISCOUNTS_URL, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    await renderAdmin(PATH);
    expect(await screen.findByText('Failed to load promotions. Please try again later.', {}, { timeout: 15000 })).toBeInTheDocument();

    server.use(discountList([discountFixture()]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Green Builders Ltd')).toBeInTheDocument();
  });

  test('"+ Add Promotion" goes to /admin/promotion/create', async () => {
    server.use(discountList([]));
    const { router } = await renderAdmin(PATH);
    await screen.findByText('No promotions available at the moment.');
    await userEvent.click(screen.getByRole('link', { name: '+ Add Promotion' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/promotion/create'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Promotion' })).toBeInTheDocument();
  });

  test('in Bengali: tab, button, badge and date', async () => {
    server.use(discountList([discountFixture({ percent: 25 })]));
    await renderAdmin(PATH, { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 2, name: 'প্রমোশন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+ প্রমোশন যোগ করুন' })).toHaveAttribute('href', '/admin/promotion/create');
    const card = await findCard('Green Builders Ltd');
    expect(within(card).getByText('২৫% ছাড়')).toBeInTheDocument();
    expect(within(card).getByText('১ মার্চ, ২০২৬ তারিখে যোগ হয়েছে')).toBeInTheDocument();
  });

  test('in Bengali, the empty text', async () => {
    server.use(discountList([]));
    await renderAdmin(PATH, { lng: 'bn' });
    expect(await screen.findByText('এই মুহূর্তে কোনো প্রমোশন নেই।')).toBeInTheDocument();
  });
});
