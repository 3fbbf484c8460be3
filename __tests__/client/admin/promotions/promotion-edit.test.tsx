import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { DiscountDto } from '../../../../src/shared/api-types';
import { server, setupApiServer } from '../../api-server';
import { renderRoute } from '../../test-utils';
import { user } from '../project-form/project-form-helpers';
import { cleanUpAdmin, renderAdmin, signInAs } from '../shell/admin-helpers';
import { discountFixture, DISCOUNT_URL, DISCOUNTS_URL } from '../../fixtures/discounts';
import { dateFieldText, typeDate } from '../../date-input';

jest.setTimeout(30000);
setupApiServer();
afterEach(cleanUpAdmin);

const PATH = '/admin/dashboard?tab=promotions';

/** GET /api/discounts answering `list` (changeable), recording the query strings asked for. */
function listServer(initial: DiscountDto[]) {
  const state = { list: initial, queries: [] as string[] };
  server.use(
    http.get(DISCOUNTS_URL, ({ request }) => {
      state.queries.push(new URL(request.url).search);
      return HttpResponse.json({ discounts: state.list });
    }),
  );
  return state;
}

async function findCard(company: string) {
  const heading = await screen.findByRole('heading', { level: 3, name: company });
  return heading.closest('li') as HTMLElement;
}

describe('admin promotions: edit, remove, ended (issue 18)', () => {
  test('the tab asks for ended ones too, marks them Ended, and offers Edit and Remove on each card', async () => {
    const state = listServer([
      discountFixture({ _id: 'a'.repeat(24), company: 'Green Builders Ltd' }),
      discountFixture({ _id: 'b'.repeat(24), company: 'Noor Furniture', endsAt: '2026-01-10', ended: true }),
    ]);
    await renderAdmin(PATH);
    const running = await findCard('Green Builders Ltd');
    const ended = await findCard('Noor Furniture');
    expect(state.queries).toContain('?all=1');
    expect(within(running).queryByText('Ended')).not.toBeInTheDocument();
    expect(within(ended).getByText('Ended')).toBeInTheDocument();
    expect(within(ended).getByText('Ended on 10 January 2026; visitors no longer see it.')).toBeInTheDocument();
    expect(within(running).getByRole('link', { name: 'Edit Green Builders Ltd' })).toHaveAttribute('href', `/admin/promotion/${'a'.repeat(24)}/edit`);
    expect(within(ended).getByRole('button', { name: 'Remove Noor Furniture' })).toBeInTheDocument();
  });

  test('Remove asks first, then DELETEs, tells so and the list is loaded again without it', async () => {
    const id = 'c'.repeat(24);
    const state = listServer([discountFixture({ _id: id, company: 'Green Builders Ltd' })]);
    const deleted: string[] = [];
    server.use(
      http.delete(`${DISCOUNT_URL}/:id`, ({ params }) => {
        deleted.push(String(params.id));
        state.list = [];
        return HttpResponse.json({ message: 'Promotion removed.' });
      }),
    );
    await renderAdmin(PATH);
    const card = await findCard('Green Builders Ltd');
    await user().click(within(card).getByRole('button', { name: 'Remove Green Builders Ltd' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove “Green Builders Ltd”?' });
    expect(dialog).toHaveAccessibleDescription(/Visitors will no longer see this promotion/);

    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([]);

    await user().click(within(card).getByRole('button', { name: 'Remove Green Builders Ltd' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove promotion' }));
    expect(await screen.findByText('Promotion removed')).toBeInTheDocument();
    expect(deleted).toEqual([id]);
    expect(await screen.findByText('No promotions available at the moment.')).toBeInTheDocument();
  });

  test('a failed removal shows the server message and keeps the dialog open', async () => {
    listServer([discountFixture({ _id: 'd'.repeat(24) })]);
    server.use(http.delete(`${DISCOUNT_URL}/:id`, () => HttpResponse.json({ message: 'Promotion not found.', code: 'PROMOTION_NOT_FOUND' }, { status: 404 })));
    await renderAdmin(PATH);
    await user().click(within(await findCard('Green Builders Ltd')).getByRole('button', { name: 'Remove Green Builders Ltd' }));
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove promotion' }));
    expect(await screen.findByText('Promotion not found.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  test('Edit opens the form filled in; Save PUTs every field (emptied ones as null) and goes back to the tab', async () => {
    const id = 'e'.repeat(24);
    const promotion = discountFixture({ _id: id, company: 'Green Builders Ltd', companyBn: 'গ্রিন বিল্ডার্স', offer: 'Old offer', percent: 20, endsAt: '2030-01-31' });
    listServer([promotion]);
    const bodies: unknown[] = [];
    server.use(
      http.put(`${DISCOUNT_URL}/:id`, async ({ request, params }) => {
        bodies.push({ id: params.id, body: await request.json() });
        return HttpResponse.json({ discount: promotion });
      }),
    );
    signInAs('admin');
    const { router } = await renderRoute(`/admin/promotion/${id}/edit`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit promotion' }, { timeout: 5000 })).toBeInTheDocument();
    const company = await screen.findByRole('textbox', { name: /^Company Name/ });
    expect(company).toHaveValue('Green Builders Ltd');
    expect(screen.getByRole('textbox', { name: 'Company name (Bengali)' })).toHaveValue('গ্রিন বিল্ডার্স');
    expect(await dateFieldText('End date (optional)')).toBe('31/01/2030');
    expect(screen.getByRole('img', { name: 'Current banner image' })).toHaveAttribute('src', promotion.imageUrl);
    // A filled-in form shows no problem and can be saved at once.
    expect(screen.queryByText(/^Missing/)).not.toBeInTheDocument();

    await act(async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Offer text (optional)' }), { target: { value: '' } });
    });
    await typeDate('End date (optional)', '01/01/2026');
    await user().click(screen.getByRole('button', { name: 'Save promotion' }));
    expect(await screen.findByText('Promotion updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id,
        body: { company: 'Green Builders Ltd', companyBn: 'গ্রিন বিল্ডার্স', offer: null, offerBn: null, percent: 20, endsAt: '2026-01-01', imageUrl: promotion.imageUrl },
      },
    ]);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(PATH));
  });

  test('an unknown or removed promotion says it was not found', async () => {
    listServer([]);
    signInAs('admin');
    await renderRoute(`/admin/promotion/${'f'.repeat(24)}/edit`, { lng: 'bn' });
    expect(await screen.findByText('প্রমোশনটি পাওয়া যায়নি। হয়তো এটি সরানো হয়েছে।', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'প্রমোশন সম্পাদনা করুন' })).toBeInTheDocument();
  });
});
