import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, manyUsers, renderAdmin, USERS_URL, usersServer } from '../shell/admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

/*
 * jsdom has no layout, so react-window cannot measure its list. The list is given its height in pixels
 * (style height 400, spec section 9), which react-window reads instead of measuring (it skips its
 * ResizeObserver then): 400 / 50 px = 8 rows in view, plus 5 rows of overscan after them (and before
 * them once scrolled). Scrolling is driven the way the browser reports it: scrollTop, then a scroll event.
 */
const VISIBLE = 8;
const OVERSCAN = 5;
const ROW = 50;

const scroller = () => screen.getByRole('rowgroup', { name: 'User rows; scroll for more' });
const renderedRows = () => within(scroller()).getAllByRole('row');
const renderedNames = () => renderedRows().map((row) => within(row).queryAllByRole('cell')[0]?.textContent);

function scrollTo(top: number) {
  const list = scroller();
  list.scrollTop = top;
  fireEvent.scroll(list);
}

describe('users virtual list', () => {
  test('with 10,000 users only the rows in view plus the overscan are in the page', async () => {
    // One answer with all 10,000, so nothing but the virtualisation limits the rows.
    server.use(http.get(USERS_URL, () => HttpResponse.json({ users: manyUsers(10_000), nextCursor: null })));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '10001');

    expect(renderedRows()).toHaveLength(VISIBLE + OVERSCAN);
    expect(renderedNames()[0]).toBe('User 1');
    expect(renderedNames().at(-1)).toBe(`User ${VISIBLE + OVERSCAN}`);

    scrollTo(5000 * ROW);
    await waitFor(() => expect(renderedNames()[0]).toBe(`User ${5001 - OVERSCAN}`));
    expect(renderedRows()).toHaveLength(OVERSCAN + VISIBLE + OVERSCAN);
    expect(renderedNames().at(-1)).toBe(`User ${5000 + VISIBLE + OVERSCAN}`);
    // Each row still says where it is in the whole list (the header row is 1).
    expect(renderedRows()[0]).toHaveAttribute('aria-rowindex', `${5001 - OVERSCAN + 1}`);

    scrollTo(9992 * ROW);
    await waitFor(() => expect(renderedNames().at(-1)).toBe('User 10000'));
    expect(renderedRows().length).toBeLessThanOrEqual(OVERSCAN + VISIBLE);
  });

  test('scrolling near the end of the loaded users asks for the next page with its cursor', async () => {
    const users = usersServer(manyUsers(120));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    expect(users.requests).toHaveLength(1);
    expect(users.requests[0]!.get('limit')).toBe('50');
    // More pages exist: the total is not known yet, and the row after the last user says more is coming.
    expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '-1');

    // Still far from the end of the 50 loaded users: no request.
    scrollTo(20 * ROW);
    await waitFor(() => expect(renderedNames()[0]).toBe(`User ${21 - OVERSCAN}`));
    expect(users.requests).toHaveLength(1);

    scrollTo(50 * ROW - 400);
    await waitFor(() => expect(users.requests).toHaveLength(2));
    expect(users.requests[1]!.get('cursor')).toBe('c-u50');
    expect(users.requests[1]!.get('limit')).toBe('50');

    scrollTo(60 * ROW);
    expect(await within(scroller()).findByRole('cell', { name: 'User 61' })).toBeInTheDocument();

    scrollTo(100 * ROW - 400);
    await waitFor(() => expect(users.requests).toHaveLength(3));
    expect(users.requests[2]!.get('cursor')).toBe('c-u100');
    scrollTo(120 * ROW);
    expect(await within(scroller()).findByRole('cell', { name: 'User 120' })).toBeInTheDocument();
    // The last page had no cursor: the list is complete and asks for nothing more.
    await waitFor(() => expect(screen.getByRole('table', { name: 'Users' })).toHaveAttribute('aria-rowcount', '121'));
    expect(screen.queryByText('Loading more users…')).not.toBeInTheDocument();
    expect(users.requests).toHaveLength(3);
  });

  test('a failed next page can be retried from the end of the list', async () => {
    const users = usersServer(manyUsers(60));
    await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });
    server.use(
      http.get(USERS_URL, ({ request }) => (new URL(request.url).searchParams.has('cursor') ? HttpResponse.json({ message: 'Too many attempts.' }, { status: 429 }) : undefined)),
    );
    scrollTo(51 * ROW - 400);
    expect(await within(scroller()).findByText('Could not load more users.')).toBeInTheDocument();

    server.resetHandlers();
    usersServer(users.users);
    await userEvent.click(within(scroller()).getByRole('button', { name: 'Retry' }));
    scrollTo(60 * ROW);
    expect(await within(scroller()).findByRole('cell', { name: 'User 60' })).toBeInTheDocument();
  });
});
