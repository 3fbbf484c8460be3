import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, manyUsers, PROJECT_LIST_URL, renderAdmin, searchedFor, usersServer } from './admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const PROJECTS = [
  projectFixture({ _id: 'p1', title: 'Bashundhara Green Residency', location: 'Bashundhara R/A, Dhaka', createdAt: '2026-03-01T00:00:00.000Z' }),
  projectFixture({ _id: 'p2', title: 'Gulshan Heights', location: 'Gulshan 2, Dhaka', createdAt: '2026-02-01T00:00:00.000Z' }),
  projectFixture({ _id: 'p3', title: 'Sylhet Tea Garden', location: 'Sreemangal, Sylhet', createdAt: '2026-01-01T00:00:00.000Z' }),
];

/** GET /api/project/list answering with PROJECTS; counts the calls. */
function projectsServer() {
  const calls = { count: 0 };
  server.use(
    http.get(PROJECT_LIST_URL, () => {
      calls.count += 1;
      return HttpResponse.json({ projects: PROJECTS });
    }),
  );
  return calls;
}

const projectTitles = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const selectedTab = () => screen.getByRole('tab', { selected: true });

describe('admin dashboard header', () => {
  test('shows logo, product name, title, the search box, Search and + Add Project', async () => {
    usersServer(manyUsers(1));
    await renderAdmin();
    const header = screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).closest('header') as HTMLElement;
    expect(within(header).getByRole('link', { name: 'Halal Invest' })).toHaveAttribute('href', '/');
    const search = within(header).getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Search users...');
    expect(within(header).getByRole('button', { name: 'Search' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/admin/project/create');
  });
});

describe('tabs and ?tab=', () => {
  test('users is the default tab; choosing a tab puts it in the URL and shows its panel', async () => {
    usersServer(manyUsers(1));
    projectsServer();
    const { router } = await renderAdmin('/admin/dashboard');
    expect(selectedTab()).toHaveAccessibleName('Users');
    expect(screen.getByRole('tabpanel', { name: 'Users' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    expect(router.state.location.search).toBe('?tab=projects');
    expect(selectedTab()).toHaveAccessibleName('Projects');
    expect(await screen.findByRole('tabpanel', { name: 'Projects' })).toBeInTheDocument();
    expect(await screen.findByRole('rowheader', { name: 'Gulshan Heights' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByRole('cell', { name: 'User 1' })).toBeInTheDocument();
  });

  test('?tab= in the URL opens that tab, so a reload or Back keeps it; an unknown value shows users', async () => {
    usersServer(manyUsers(1));
    projectsServer();
    const { router } = await renderAdmin('/admin/dashboard?tab=projects');
    expect(selectedTab()).toHaveAccessibleName('Projects');
    expect(await screen.findByRole('rowheader', { name: 'Gulshan Heights' })).toBeInTheDocument();

    await act(() => router.navigate('/admin/dashboard?tab=nonsense'));
    expect(selectedTab()).toHaveAccessibleName('Users');
    expect(await screen.findByRole('cell', { name: 'User 1' })).toBeInTheDocument();

    await act(() => router.navigate('/admin/dashboard?tab=projects'));
    expect(selectedTab()).toHaveAccessibleName('Projects');
  });

  test('choosing the projects tab fetches the project list again', async () => {
    usersServer(manyUsers(1));
    const calls = projectsServer();
    await renderAdmin('/admin/dashboard?tab=projects');
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(calls.count).toBe(1);

    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await screen.findByRole('cell', { name: 'User 1' });
    await userEvent.click(screen.getByRole('tab', { name: 'Projects' }));
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    await waitFor(() => expect(calls.count).toBe(2));
  });
});

describe('search', () => {
  test('the text goes to the users tab as the admin types; Search switches to projects filtered by it', async () => {
    const users = usersServer(manyUsers(3));
    projectsServer();
    const { router } = await renderAdmin();
    await screen.findByRole('cell', { name: 'User 1' });

    const box = screen.getByRole('searchbox', { name: 'Search users' });
    await userEvent.type(box, 'user 2');
    await waitFor(() => expect(searchedFor(users.requests)).toContain('user 2'));
    expect(await screen.findByRole('cell', { name: 'User 2' })).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'User 1' })).not.toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, 'Gulshan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    // formik validates before it submits, so the switch comes a moment after the click.
    await waitFor(() => expect(selectedTab()).toHaveAccessibleName('Projects'));
    expect(router.state.location.search).toBe('?tab=projects');
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(projectTitles()).toEqual(['Gulshan Heights']);
    expect(box).toHaveValue('Gulshan');
  });

  test('Enter in the search box does what the Search button does', async () => {
    usersServer(manyUsers(1));
    projectsServer();
    const { router } = await renderAdmin();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'sylhet{Enter}');
    await waitFor(() => expect(selectedTab()).toHaveAccessibleName('Projects'));
    expect(router.state.location.search).toBe('?tab=projects');
    await screen.findByRole('rowheader', { name: 'Sylhet Tea Garden' });
    expect(projectTitles()).toEqual(['Sylhet Tea Garden']);
  });
});

describe('sidebar', () => {
  test('on a wide screen the tabs are a permanent side nav, with no menu button', async () => {
    usersServer(manyUsers(1));
    await renderAdmin('/admin/dashboard', { wide: true });
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('tablist', { name: 'Admin sections' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Open admin menu' })).not.toBeInTheDocument();
  });

  test('on a small screen the menu button toggles a drawer with the tabs; choosing a tab closes it', async () => {
    usersServer(manyUsers(1));
    projectsServer();
    const { router } = await renderAdmin('/admin/dashboard', { wide: false });
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open admin menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('aria-controls', 'admin-sidebar');

    await userEvent.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const drawer = await screen.findByRole('tablist', { name: 'Admin sections' });
    expect(screen.getByRole('dialog', { name: 'Admin menu' })).toContainElement(drawer);
    await userEvent.click(within(drawer).getByRole('tab', { name: 'Projects' }));
    expect(router.state.location.search).toBe('?tab=projects');
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    // The active tab is still named, by the panel's heading.
    expect(screen.getByRole('tabpanel', { name: 'Projects' })).toBeInTheDocument();

    await userEvent.click(menu);
    await screen.findByRole('tablist');
    expect(screen.getByRole('tab', { name: 'Projects' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Close admin menu' }));
    await waitFor(() => expect(screen.queryByRole('tablist')).not.toBeInTheDocument());
  });
});

describe('in Bengali', () => {
  test('the header, the tabs and the panel speak Bengali', async () => {
    usersServer(manyUsers(1));
    await renderAdmin('/admin/dashboard', { lng: 'bn' });
    expect(screen.getByRole('searchbox', { name: 'ব্যবহারকারী খুঁজুন' })).toHaveAttribute('placeholder', 'ব্যবহারকারী খুঁজুন...');
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'প্রকল্প যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'ব্যবহারকারী' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'প্রকল্প' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'ব্যবহারকারী' })).toBeInTheDocument();
  });
});
