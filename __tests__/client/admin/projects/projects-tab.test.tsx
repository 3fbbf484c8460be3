import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ProjectDto } from '../../../../src/shared/api-types';
import { projectFixture, projectList, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin, PROJECT_LIST_URL, renderAdmin } from '../shell/admin-helpers';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const PROJECT_URL = 'http://localhost/api/project/:id';

const PROJECTS = [
  projectFixture({ _id: 'p1', title: 'Bashundhara Green Residency', location: 'Bashundhara R/A, Dhaka', createdAt: '2026-03-01T00:00:00.000Z' }),
  projectFixture({
    _id: 'p2',
    title: 'Gulshan Heights',
    location: 'Gulshan 2, Dhaka',
    price: '750000',
    roi: 9.5,
    raisedAmount: 1250000.5,
    targetAchieved: 25,
    createdAt: '2026-02-01T00:00:00.000Z',
  }),
  projectFixture({ _id: 'p3', title: 'Sylhet Tea Garden', location: null, createdAt: '2026-01-01T00:00:00.000Z' }),
];

/** DELETE of a project that still holds money (MONEY.md): the server refuses it. */
const HAS_CAPITAL = {
  message: "This project still holds investors' capital. Complete the project first, which returns the capital, then delete it.",
  code: 'PROJECT_HAS_CAPITAL',
};

/** The project list as the server holds it: a successful DELETE removes the project. */
function projectsServer(initial: ProjectDto[] = PROJECTS) {
  const state = { projects: [...initial], deletes: [] as string[], lists: 0 };
  server.use(
    http.get(PROJECT_LIST_URL, () => {
      state.lists += 1;
      return HttpResponse.json({ projects: state.projects });
    }),
    http.delete(PROJECT_URL, ({ params }) => {
      state.deletes.push(String(params.id));
      state.projects = state.projects.filter((p) => p._id !== params.id);
      return HttpResponse.json({ message: 'Project deleted.' });
    }),
  );
  return state;
}

const titles = () => screen.queryAllByRole('rowheader').map((cell) => cell.textContent);
const rowOf = (title: string) => screen.getByRole('rowheader', { name: title }).closest('tr') as HTMLElement;
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function search(text: string) {
  const box = screen.getByRole('searchbox', { name: 'Search users' });
  await userEvent.clear(box);
  if (text) await userEvent.type(box, text);
  await userEvent.click(screen.getByRole('button', { name: 'Search' }));
}

describe('projects tab', () => {
  test('a table of title, price, ROI (%), raised, target (%), location, newest first', async () => {
    projectsServer();
    await renderAdmin('/admin/dashboard?tab=projects');
    const table = await screen.findByRole('table', { name: 'Projects' });
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Title', 'Price', 'ROI (%)', 'Raised', 'Target (%)', 'Location', 'Actions']);
    expect(titles()).toEqual(['Bashundhara Green Residency', 'Gulshan Heights', 'Sylhet Tea Garden']);
    expect(cellTexts(rowOf('Gulshan Heights'))).toEqual(['৳7,50,000', '9.5', '৳12,50,000.50', '25', 'Gulshan 2, Dhaka', 'EditCompleteDelete']);
    expect(cellTexts(rowOf('Sylhet Tea Garden'))[4]).toBe('—');
  });

  test('Edit links to the create form for that project', async () => {
    projectsServer();
    await renderAdmin('/admin/dashboard?tab=projects');
    expect(await screen.findByRole('link', { name: 'Edit Gulshan Heights' })).toHaveAttribute('href', '/admin/project/create?edit=p2');
    expect(screen.getByRole('link', { name: 'Edit Bashundhara Green Residency' })).toHaveAttribute('href', '/admin/project/create?edit=p1');
  });

  test('"No projects found." when there are none', async () => {
    server.use(projectList([]));
    await renderAdmin('/admin/dashboard?tab=projects');
    expect(await screen.findByText('No projects found.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Projects' })).not.toBeInTheDocument();
  });

  test('the search filters on title or location, ignoring case; "No projects match your search." otherwise', async () => {
    projectsServer();
    await renderAdmin('/admin/dashboard?tab=projects');
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });

    await search('sylhet');
    await waitFor(() => expect(titles()).toEqual(['Sylhet Tea Garden']));
    expect(screen.getByText('Projects whose title or location contains “sylhet”')).toBeInTheDocument();

    await search('R/A');
    await waitFor(() => expect(titles()).toEqual(['Bashundhara Green Residency']));

    await search('dhaka');
    await waitFor(() => expect(titles()).toEqual(['Bashundhara Green Residency', 'Gulshan Heights']));

    await search('Chittagong');
    expect(await screen.findByText('No projects match your search.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('table', { name: 'Projects' })).not.toBeInTheDocument();

    await search('');
    await waitFor(() => expect(titles()).toHaveLength(3));
  });

  test('Delete asks first; confirming deletes, reloads the list and says so', async () => {
    const state = projectsServer();
    await renderAdmin('/admin/dashboard?tab=projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gulshan Heights' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Gulshan Heights”?' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to delete this project?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(state.deletes).toEqual([]);

    const listsBefore = state.lists;
    await userEvent.click(screen.getByRole('button', { name: 'Delete Gulshan Heights' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Gulshan Heights”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Gulshan Heights” has been deleted.')).toBeInTheDocument();
    expect(state.deletes).toEqual(['p2']);
    await waitFor(() => expect(titles()).toEqual(['Bashundhara Green Residency', 'Sylhet Tea Garden']));
    expect(state.lists).toBe(listsBefore + 1);
  });

  test('Complete explains first; confirming completes, reloads the list, says how much came back, and the row shows "Completed"', async () => {
    const state = projectsServer();
    const completes: string[] = [];
    server.use(
      http.post(`${PROJECT_URL}/complete`, ({ params }) => {
        completes.push(String(params.id));
        state.projects = state.projects.map((p) => (p._id === params.id ? { ...p, status: 'completed' as const, completedAt: '2026-05-01T00:00:00.000Z' } : p));
        const project = state.projects.find((p) => p._id === params.id);
        return HttpResponse.json({ project, holdingsReturned: 3, capitalReturned: 1250000.5 });
      }),
    );
    await renderAdmin('/admin/dashboard?tab=projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Gulshan Heights' }));
    let dialog = await screen.findByRole('dialog', { name: 'Complete “Gulshan Heights”?' });
    expect(dialog).toHaveAccessibleDescription(/goes back to their wallet.*no more investments and no more profit or loss distributions/);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(completes).toEqual([]);

    const listsBefore = state.lists;
    await userEvent.click(screen.getByRole('button', { name: 'Complete Gulshan Heights' }));
    dialog = await screen.findByRole('dialog', { name: 'Complete “Gulshan Heights”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Complete project' }));
    expect(await screen.findByText('“Gulshan Heights” is completed: ৳12,50,000.50 of capital returned.')).toBeInTheDocument();
    expect(completes).toEqual(['p2']);
    await waitFor(() => expect(state.lists).toBe(listsBefore + 1));
    await waitFor(() => expect(cellTexts(rowOf('Gulshan Heights'))[5]).toBe('EditCompletedDelete'));
    expect(screen.queryByRole('button', { name: 'Complete Gulshan Heights' })).not.toBeInTheDocument();
  });

  test('a refused completion shows the server message in an alert', async () => {
    projectsServer();
    server.use(
      http.post(`${PROJECT_URL}/complete`, () =>
        HttpResponse.json({ message: 'This project is already completed: its capital has been returned.', code: 'PROJECT_COMPLETED' }, { status: 409 }),
      ),
    );
    await renderAdmin('/admin/dashboard?tab=projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Complete Gulshan Heights' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Complete project' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This project is already completed: its capital has been returned.');
  });

  test.each([
    ['the server message', { message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, 404, 'Project not found.'],
    ['the server message: complete a project holding capital first', HAS_CAPITAL, 409, HAS_CAPITAL.message],
    ['"Failed to delete project" without one', {}, 500, 'Failed to delete project'],
  ])('a failed delete shows an alert with %s', async (_what, body, status, text) => {
    projectsServer();
    server.use(http.delete(PROJECT_URL, () => HttpResponse.json(body, { status })));
    await renderAdmin('/admin/dashboard?tab=projects');
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Gulshan Heights' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('rowheader', { name: 'Gulshan Heights' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  test('a failed load shows "Error: {message}"', async () => {
    server.use(http.get(PROJECT_LIST_URL, () => HttpResponse.json({ message: 'Only administrators can do this.' }, { status: 403 })));
    await renderAdmin('/admin/dashboard?tab=projects');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Only administrators can do this.');
  });
});

describe('projects tab in Bengali', () => {
  test('headers, Bengali digits, the empty texts and the delete failure', async () => {
    projectsServer();
    server.use(http.delete(PROJECT_URL, () => HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 })));
    await renderAdmin('/admin/dashboard?tab=projects', { lng: 'bn' });
    const table = await screen.findByRole('table', { name: 'প্রকল্প' });
    await screen.findByRole('rowheader', { name: 'Gulshan Heights' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['শিরোনাম', 'মূল্য', 'প্রত্যাশিত মুনাফা (%)', 'সংগৃহীত', 'লক্ষ্য (%)', 'অবস্থান', 'করণীয়']);
    expect(cellTexts(rowOf('Gulshan Heights')).slice(0, 4)).toEqual(['৭,৫০,০০০ টাকা', '৯.৫', '১২,৫০,০০০.৫০ টাকা', '২৫']);

    await userEvent.click(screen.getByRole('button', { name: 'Gulshan Heights মুছুন' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleDescription('আপনি কি নিশ্চিত যে এই প্রকল্পটি মুছে ফেলতে চান?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('প্রকল্পটি পাওয়া যায়নি।');

    await userEvent.click(screen.getByRole('button', { name: 'Gulshan Heights সম্পন্ন করুন' }));
    const completion = await screen.findByRole('dialog', { name: '“Gulshan Heights” সম্পন্ন করবেন?' });
    expect(completion).toHaveAccessibleDescription(/ওয়ালেটে ফেরত যাবে/);
    await userEvent.click(within(completion).getByRole('button', { name: 'বাতিল' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.type(screen.getByRole('searchbox', { name: 'ব্যবহারকারী খুঁজুন' }), 'Chittagong');
    await userEvent.click(screen.getByRole('button', { name: 'খুঁজুন' }));
    expect(await screen.findByText('আপনার অনুসন্ধানের সাথে কোনো প্রকল্প মেলেনি।')).toBeInTheDocument();
  });

  test('a project that still holds capital: the refusal in Bengali says to complete it first', async () => {
    projectsServer();
    server.use(http.delete(PROJECT_URL, () => HttpResponse.json(HAS_CAPITAL, { status: 409 })));
    await renderAdmin('/admin/dashboard?tab=projects', { lng: 'bn' });
    await userEvent.click(await screen.findByRole('button', { name: 'Gulshan Heights মুছুন' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'মুছুন' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('এই প্রকল্পে এখনও বিনিয়োগকারীদের মূলধন রয়েছে। আগে প্রকল্পটি সম্পন্ন করুন, তাতে মূলধন ফেরত যাবে; তারপর মুছে ফেলুন।');
    expect(screen.getByRole('rowheader', { name: 'Gulshan Heights' })).toBeInTheDocument();
  });

  test('"No projects found." in Bengali', async () => {
    server.use(projectList([]));
    await renderAdmin('/admin/dashboard?tab=projects', { lng: 'bn' });
    expect(await screen.findByText('কোনো প্রকল্প পাওয়া যায়নি।')).toBeInTheDocument();
  });
});
