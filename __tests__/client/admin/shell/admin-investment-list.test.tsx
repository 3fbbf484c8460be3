import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { setScreen } from '../../home/home-test-helpers';
import { cleanUpAdmin, manyUsers, PROJECT_LIST_URL, renderAdmin, signInAs, usersServer } from './admin-helpers';
import { renderRoute } from '../../test-utils';

setupApiServer();
afterEach(() => {
  cleanUpAdmin();
  sessionStorage.clear();
});
jest.setTimeout(30000);

const PROJECTS = [
  projectFixture({ _id: 'old', title: 'Sylhet Tea Garden', location: 'Sreemangal, Sylhet', createdAt: '2026-01-01T00:00:00.000Z' }),
  projectFixture({ _id: 'new', title: 'Gulshan Heights', location: 'Gulshan 2, Dhaka', createdAt: '2026-03-01T00:00:00.000Z', targetAchieved: 80 }),
];

// Spec section 2: "/admin | Admin layout with the investment list", and the list is the one of
// /investment/all ("Projects list (/investment/all) and admin investment list").
describe('/admin: the admin investment list inside the admin layout', () => {
  test('the dashboard header and sidebar, then the list title, subtitle and project cards newest first', async () => {
    server.use(projectList(PROJECTS));
    await renderAdmin('/admin');
    const header = screen.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).closest('header') as HTMLElement;
    expect(within(header).getByRole('searchbox', { name: 'Search users' })).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: 'Add Project' })).toHaveAttribute('href', '/admin/project/create');
    const nav = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(nav).getByRole('tab', { name: 'Projects' })).toBeInTheDocument();
    // No tab is chosen: the investment list is not one of the dashboard's tabs.
    expect(within(nav).queryByRole('tab', { selected: true })).not.toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Investment projects' })).toBeInTheDocument();
    expect(screen.getByText('Asset-backed, Shariah-compliant projects open for investment. Prices are in BDT per unit.')).toBeInTheDocument();
    const titles = await screen.findAllByRole('heading', { level: 3, name: /Heights|Garden/ });
    expect(titles.map((h) => h.textContent)).toEqual(['Gulshan Heights', 'Sylhet Tea Garden']);
    const card = screen.getByRole('link', { name: /Gulshan Heights/ });
    expect(card).toHaveAttribute('href', '/investments/details/new');
    expect(within(card).getByText('৳5,00,000 / unit')).toBeInTheDocument();
    expect(within(card).getByText('80% target achieved')).toBeInTheDocument();
    expect(within(card).getByText('Gulshan 2, Dhaka')).toBeInTheDocument();
    // Not the dashboard's projects table.
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  test('shows the empty message', async () => {
    server.use(projectList([]));
    await renderAdmin('/admin');
    expect(await screen.findByText('No investments found')).toBeInTheDocument();
  });

  test('shows the loading spinner while the list loads', async () => {
    let answer: () => void = () => undefined;
    server.use(http.get(PROJECT_LIST_URL, () => new Promise<Response>((resolve) => (answer = () => resolve(HttpResponse.json({ projects: PROJECTS }))))));
    await renderAdmin('/admin');
    expect(await screen.findByRole('progressbar', { name: 'Loading investments' })).toBeInTheDocument();
    answer();
    expect(await screen.findByRole('heading', { level: 3, name: 'Gulshan Heights' })).toBeInTheDocument();
  });

  test('shows the error line with the server message', async () => {
    server.use(http.get(PROJECT_LIST_URL, () => HttpResponse.json({ message: 'Not here' }, { status: 404 })));
    await renderAdmin('/admin');
    expect(await screen.findByText('Error loading data: Not here')).toBeInTheDocument();
  });

  test('shows the toasts stored in session storage once, and removes them', async () => {
    server.use(projectList(PROJECTS));
    sessionStorage.setItem('toastSuccess', 'Project created successfully');
    sessionStorage.setItem('toastError', 'Upload failed');
    await renderAdmin('/admin');
    expect(await screen.findAllByText('Project created successfully')).toHaveLength(1);
    expect(await screen.findAllByText('Upload failed')).toHaveLength(1);
    expect(sessionStorage.getItem('toastSuccess')).toBeNull();
    expect(sessionStorage.getItem('toastError')).toBeNull();
  });

  test('a success toast from the navigation state shows once with "Welcome back!"', async () => {
    server.use(projectList(PROJECTS));
    signInAs('admin');
    setScreen(true);
    const { router } = await renderRoute({ pathname: '/admin', state: { toast: { type: 'success', message: 'Login Successful!' } } });
    expect(await screen.findAllByText('Login Successful!', {}, { timeout: 5000 })).toHaveLength(1);
    expect(screen.getByText('Welcome back!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/admin');
  });

  test('choosing a tab in the sidebar opens the dashboard on that tab', async () => {
    server.use(projectList(PROJECTS));
    usersServer(manyUsers(1));
    const { router } = await renderAdmin('/admin');
    await screen.findByRole('heading', { level: 3, name: 'Gulshan Heights' });
    await userEvent.click(screen.getByRole('tab', { name: 'Users' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=users');
    expect(await screen.findByRole('cell', { name: 'User 1' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Users' })).toHaveAttribute('aria-selected', 'true');
  });

  test("Search opens the dashboard's projects tab, filtered by the text", async () => {
    server.use(projectList(PROJECTS));
    const { router } = await renderAdmin('/admin');
    await screen.findByRole('heading', { level: 3, name: 'Gulshan Heights' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search users' }), 'Gulshan');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=projects');
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(screen.queryAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Gulshan Heights']);
    expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveValue('Gulshan');
  });

  test('in Bengali', async () => {
    server.use(projectList(PROJECTS));
    await renderAdmin('/admin', { lng: 'bn' });
    expect(screen.getByRole('heading', { level: 2, name: 'বিনিয়োগ প্রকল্পসমূহ' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 3, name: 'Gulshan Heights' })).toBeInTheDocument();
    expect(screen.getByText('লক্ষ্যের ৮০% অর্জিত')).toBeInTheDocument();
  });
});
