import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import { chooseGallery, fakeObjectUrls, field, fill, imageFile, PROJECT_URL, renderProjectForm, uploadServer, user } from './project-form-helpers';
import { PROJECT_EXTRAS_UNSET } from '../../../shared/project-extras';

jest.setTimeout(30000);
setupApiServer();
beforeEach(() => fakeObjectUrls());
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

const saved = projectFixture({
  _id: 'p1',
  title: 'Bashundhara Green Residency',
  price: '500000',
  location: 'Bashundhara R/A, Dhaka',
  targetAchieved: 58,
  roi: 12,
  raisedAmount: 3480000.5, // a fund allocation may leave paisa
  investmentOptions: [50000, 100000],
  defaultImage: 'http://localhost/uploads/images/front.jpg',
  galleryImages: ['http://localhost/uploads/images/a.jpg', 'http://localhost/uploads/images/b.jpg'],
  description: 'A nine-storey residential building on a registered plot, shared under a musharakah agreement with investors.',
});

/** GET and PUT /api/project/p1; records each PUT body. */
function projectServer(answerPut?: () => Response) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: saved })),
    http.put(`${PROJECT_URL}/p1`, async ({ request }) => {
      puts.push((await request.json()) as Record<string, unknown>);
      return answerPut ? answerPut() : HttpResponse.json({ project: saved });
    }),
    http.post(PROJECT_URL, () => HttpResponse.json({ message: 'edit must not create' }, { status: 500 })),
  );
  return puts;
}

describe('edit project (DECISIONS.md: Edit opens the form filled in, saved with PUT)', () => {
  test('fills the form from GET /api/project/:id, including the images', async () => {
    projectServer();
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });

    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Bashundhara Green Residency');
    expect(field('price')).toHaveValue('500000');
    expect(field('description')).toHaveValue(saved.description);
    expect(field('targetAchieved')).toHaveValue('58');
    expect(field('location')).toHaveValue('Bashundhara R/A, Dhaka');
    expect(field('profitRatio')).toHaveValue('12'); // the saved roi
    expect(field('raisedAmount')).toHaveValue('3480000.5');
    expect(field('investmentOptions')).toHaveValue('50000, 100000');
    expect(screen.getByRole('img', { name: 'Default image preview: front.jpg' })).toHaveAttribute('src', saved.defaultImage);
    const gallery = screen.getByRole('list', { name: 'Chosen gallery images' });
    expect(
      within(gallery)
        .getAllByRole('img')
        .map((img) => img.getAttribute('src')),
    ).toEqual(saved.galleryImages);
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  test('saves with PUT: stored images are not uploaded again, the raised amount is not sent (issue 15: derived), new gallery files are added', async () => {
    const puts = projectServer();
    const uploads = uploadServer();
    const { router } = await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });

    await fill({ title: 'Bashundhara Green Residency, Phase 2', profitRatio: '14' });
    await user().click(screen.getByRole('button', { name: 'Remove gallery image 1 (a.jpg)' }));
    await chooseGallery([imageFile('new.png')]);
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(uploads.map((u) => u.name)).toEqual(['new.png']);
    expect(puts).toEqual([
      {
        title: 'Bashundhara Green Residency, Phase 2',
        price: '500000',
        description: saved.description,
        targetAchieved: 58,
        location: 'Bashundhara R/A, Dhaka',
        profitRatio: 14,
        roi: 14,
        investmentOptions: [50000, 100000],
        defaultImage: saved.defaultImage,
        galleryImages: ['http://localhost/uploads/images/b.jpg', 'http://localhost/uploads/images/new.png'],
        fundingTarget: null,
        investorSharePercent: 70,
        // Issue 18's optional fields, none saved on this project: sent as null (none).
        ...PROJECT_EXTRAS_UNSET,
      },
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=projects');
  });

  // Issue 15 changed this: the edit form used to send the raised amount it loaded (retyped or not), so
  // saving undid any allocation made meanwhile. It is now derived: shown read-only, never sent.
  test('the raised amount is shown read-only as derived, and a PUT never carries it, even when the field was changed', async () => {
    const puts = projectServer();
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });
    expect(field('raisedAmount')).toHaveAttribute('readonly');
    expect(field('raisedAmount')).toHaveAccessibleDescription('Money invested so far. It changes only through investments and the fund tab, never by editing.');
    await fill({ raisedAmount: 'BDT 40,00,000' });
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).not.toHaveProperty('raisedAmount');
  });

  test('shows "Saving..." while the PUT runs; a failure shows the server message and keeps the edits', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: saved })),
      http.put(`${PROJECT_URL}/p1`, async () => {
        await gate;
        return HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 });
      }),
    );
    const { router } = await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });
    await fill({ location: 'Purbachal, Dhaka' });
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();

    release();
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(field('location')).toHaveValue('Purbachal, Dhaka');
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
    expect(router.state.location.pathname).toBe('/admin/project/create');
  });

  test('an unknown project shows the server message instead of the form', async () => {
    server.use(http.get(`${PROJECT_URL}/missing`, () => HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 })));
    await renderProjectForm('/admin/project/create?edit=missing', { heading: 'Edit Project' });
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  test('in Bengali: the edit title and the Bengali text of a server code', async () => {
    server.use(http.get(`${PROJECT_URL}/missing`, () => HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 })));
    await renderProjectForm('/admin/project/create?edit=missing', { lng: 'bn', heading: 'প্রকল্প সম্পাদনা' });
    expect(await screen.findByText('প্রকল্পটি পাওয়া যায়নি।')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});

test('the edit form never shows a copy cached before it opened', async () => {
  // The first answer is what a list or an earlier visit cached; the form must wait for a fresh one.
  let version = 0;
  server.use(http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: { ...saved, title: `Version ${(version += 1)}` } })));
  const { router } = await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Version 1');
  await user().click(screen.getByRole('link', { name: 'Cancel' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  // react-router moves in a transition: the location is the dashboard's before the form has left the page.
  await waitFor(() => expect(screen.queryByRole('textbox', { name: /^Title/ })).not.toBeInTheDocument());
  act(() => router.navigate('/admin/project/create?edit=p1'));
  expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('Version 2');
  expect(version).toBe(2);
});
