import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { DiscountDto } from '../../../src/shared/api-types';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { discountFixture as sharedFixture, discountList, DISCOUNTS_URL, expectSkeletonThenCard, holdDiscounts } from '../fixtures/discounts';

setupApiServer();

// The public page's own image address: the demo promotions are served from /uploads/demo.
const discountFixture = (overrides: Partial<DiscountDto> = {}) => sharedFixture({ imageUrl: 'http://localhost/uploads/demo/promo-1.jpg', ...overrides });

/** The list item around a card, found by its company heading. */
async function findCard(company: string) {
  const heading = await screen.findByRole('heading', { level: 2, name: company });
  return heading.closest('li') as HTMLElement;
}

describe('/promotions', () => {
  test('shows skeleton cards while loading, then the cards', async () => {
    const release = holdDiscounts(server);
    const { container } = await renderRoute('/promotions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    await expectSkeletonThenCard(container, release, findCard);
  });

  test('cards show image, company and date; the badge only when percent is present', async () => {
    server.use(
      discountList([
        discountFixture({ _id: 'new', company: 'Green Builders Ltd', percent: 20, createdAt: '2026-03-01T10:00:00.000Z' }),
        discountFixture({ _id: 'old', company: 'Noor Furniture', percent: null, createdAt: '2026-01-15T10:00:00.000Z' }),
      ]),
    );
    await renderRoute('/promotions');

    const withBadge = await findCard('Green Builders Ltd');
    expect(within(withBadge).getByRole('img', { name: 'Promotion banner from Green Builders Ltd' })).toHaveAttribute('src', 'http://localhost/uploads/demo/promo-1.jpg');
    expect(within(withBadge).getByText('20% OFF')).toBeInTheDocument();
    expect(within(withBadge).getByText('Added on 1 March 2026')).toBeInTheDocument();

    const withoutBadge = await findCard('Noor Furniture');
    expect(within(withoutBadge).queryByText(/OFF/)).not.toBeInTheDocument();
    expect(within(withoutBadge).getByText('Added on 15 January 2026')).toBeInTheDocument();

    // The server's order (newest first) is kept.
    const headings = screen.getAllByRole('heading', { level: 2, name: /Green|Noor/ });
    expect(headings.map((h) => h.textContent)).toEqual(['Green Builders Ltd', 'Noor Furniture']);
  });

  test('speaks Bengali with Bengali digits in the badge and the date', async () => {
    server.use(discountList([discountFixture({ percent: 25 })]));
    await renderRoute('/promotions', { lng: 'bn' });
    expect(await screen.findByRole('heading', { level: 1, name: 'প্রমোশন' })).toBeInTheDocument();
    const card = await findCard('Green Builders Ltd');
    expect(within(card).getByText('২৫% ছাড়')).toBeInTheDocument();
    expect(within(card).getByText('১ মার্চ, ২০২৬ তারিখে যোগ হয়েছে')).toBeInTheDocument();
  });

  test('an image that fails to load is replaced by a placeholder', async () => {
    server.use(discountList([discountFixture({ imageUrl: 'http://localhost/uploads/missing.jpg' })]));
    await renderRoute('/promotions');
    const card = await findCard('Green Builders Ltd');
    const image = within(card).getByRole('img', { name: 'Promotion banner from Green Builders Ltd' });

    fireEvent.error(image);

    expect(within(card).queryByRole('img', { name: 'Promotion banner from Green Builders Ltd' })).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Image not available for Green Builders Ltd' })).toBeInTheDocument();
    expect(card.querySelector('img')).toBeNull();
    // The rest of the card still shows.
    expect(within(card).getByText('20% OFF')).toBeInTheDocument();
  });

  test('shows the empty text', async () => {
    server.use(discountList([]));
    await renderRoute('/promotions');
    expect(await screen.findByText('No promotions available at the moment.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Green Builders Ltd' })).not.toBeInTheDocument();
  });

  test('shows the error text after the retries, and Try again loads the list', async () => {
    let calls = 0;
    server.use(
      http.get(DISCOUNTS_URL, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Database unavailable' }, { status: 503 });
      }),
    );
    await renderRoute('/promotions');
    expect(await screen.findByText('Error - Failed to load promotions. Please try again later.', {}, { timeout: 12000 })).toBeInTheDocument();
    expect(screen.queryByText(/Database unavailable/)).not.toBeInTheDocument();
    expect(calls).toBe(4); // the first call and the 3 default retries

    server.use(discountList([discountFixture()]));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await findCard('Green Builders Ltd')).toBeInTheDocument();
  }, 20000);

  describe('Bengali texts (issue 18)', () => {
    const withBengali = discountFixture({
      _id: 'bn',
      company: 'Green Builders Ltd',
      companyBn: 'গ্রিন বিল্ডার্স',
      offer: '10% off for our investors',
      offerBn: 'আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়',
      endsAt: '2030-01-31',
    });
    const englishOnly = discountFixture({ _id: 'en', company: 'Noor Furniture', offer: 'Free delivery' });

    test('the Bengali app shows the Bengali company and offer, and the English ones where none is given', async () => {
      server.use(discountList([withBengali, englishOnly]));
      await renderRoute('/promotions', { lng: 'bn' });
      const card = await findCard('গ্রিন বিল্ডার্স');
      expect(within(card).getByText('আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়')).toBeInTheDocument();
      expect(within(card).getByText('৩১ জানুয়ারি, ২০৩০ পর্যন্ত')).toBeInTheDocument();
      expect(within(card).getByRole('img', { name: 'গ্রিন বিল্ডার্স-এর প্রমোশন ব্যানার' })).toBeInTheDocument();
      expect(within(card).queryByText('Green Builders Ltd')).not.toBeInTheDocument();

      const fallback = await findCard('Noor Furniture');
      expect(within(fallback).getByText('Free delivery')).toBeInTheDocument();
    });

    test('the English app shows the English texts only', async () => {
      server.use(discountList([withBengali]));
      await renderRoute('/promotions');
      const card = await findCard('Green Builders Ltd');
      expect(within(card).getByText('10% off for our investors')).toBeInTheDocument();
      expect(within(card).getByText('Until 31 January 2030')).toBeInTheDocument();
      expect(within(card).queryByText(/গ্রিন/)).not.toBeInTheDocument();
    });
  });
});
