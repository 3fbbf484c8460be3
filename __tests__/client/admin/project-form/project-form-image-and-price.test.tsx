import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import {
  BN_LABELS,
  chooseDefaultImage,
  chooseGallery,
  fakeObjectUrls,
  fill,
  imageFile,
  PROJECT_URL,
  renderProjectForm,
  submitButton,
  uploadServer,
  user,
  VALID,
} from './project-form-helpers';

/**
 * Issue 20: every create-form field except the images is required (spec section 5), and the price,
 * text containing digits (spec section 3), may be typed with lakh commas or Bengali digits.
 */
jest.setTimeout(30000);
setupApiServer();
beforeEach(() => fakeObjectUrls());
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

/** POST /api/project recording each body. */
function createServer() {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(PROJECT_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ project: projectFixture({ _id: 'new' }) }, { status: 201 });
    }),
  );
  return bodies;
}

/** GET and PUT /api/project/p1 for `saved`; records each PUT body. */
function editServer(saved: ReturnType<typeof projectFixture>) {
  const puts: Record<string, unknown>[] = [];
  server.use(
    http.get(`${PROJECT_URL}/p1`, () => HttpResponse.json({ project: saved })),
    http.put(`${PROJECT_URL}/p1`, async ({ request }) => {
      puts.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ project: saved });
    }),
  );
  return puts;
}

describe('project form: images are optional', () => {
  test('a project is created without any image: nothing is uploaded and the body has no image', async () => {
    const uploads = uploadServer();
    const bodies = createServer();
    const { router } = await renderProjectForm();
    await fill(VALID);

    await user().click(submitButton());

    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(uploads).toEqual([]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ title: VALID.title, defaultImage: '', galleryImages: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });

  test('the default image picker says it is optional, and an empty submit does not ask for it', async () => {
    await renderProjectForm();
    expect(screen.getByText('Optional. JPEG or PNG, at most 5 MB. Without an image the project shows a placeholder.')).toBeInTheDocument();
    await user().click(submitButton());
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.queryByText('Default Image is required')).not.toBeInTheDocument();
  });

  test('gallery images without a default image stay gallery images', async () => {
    const uploads = uploadServer();
    const bodies = createServer();
    await renderProjectForm();
    await fill(VALID);
    await chooseGallery([imageFile('hall.jpg', 'image/jpeg')]);

    await user().click(submitButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(uploads.map((u) => u.name)).toEqual(['hall.jpg']);
    expect(bodies[0]).toMatchObject({ defaultImage: '', galleryImages: ['http://localhost/uploads/images/hall.jpg'] });
  });

  test('a chosen default image can be removed again before saving', async () => {
    const uploads = uploadServer();
    const bodies = createServer();
    await renderProjectForm();
    await fill(VALID);
    await chooseDefaultImage(imageFile('front.png'));
    expect(screen.getByRole('img', { name: 'Default image preview: front.png' })).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'Remove default image' }));
    expect(screen.queryByRole('img', { name: 'Default image preview: front.png' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove default image' })).not.toBeInTheDocument();
    await user().click(submitButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(uploads).toEqual([]);
    expect(bodies[0]).toMatchObject({ defaultImage: '', galleryImages: [] });
  });

  test('a project without images is edited and saved without adding one', async () => {
    const puts = editServer(projectFixture({ _id: 'p1', defaultImage: '', image: '', galleryImages: [] }));
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('textbox', { name: /^Title/ });
    await fill({ title: 'Renamed' });

    await user().click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Project updated successfully')).toBeInTheDocument();
    expect(puts).toEqual([expect.objectContaining({ title: 'Renamed', defaultImage: '', galleryImages: [] })]);
  });

  test('an edit can remove the saved default image', async () => {
    const puts = editServer(projectFixture({ _id: 'p1', defaultImage: 'http://localhost/uploads/images/front.jpg', galleryImages: [] }));
    await renderProjectForm('/admin/project/create?edit=p1', { heading: 'Edit Project' });
    await screen.findByRole('img', { name: 'Default image preview: front.jpg' });

    await user().click(screen.getByRole('button', { name: 'Remove default image' }));
    await user().click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ defaultImage: '', galleryImages: [] });
  });
});

describe('project form: the price takes lakh commas and Bengali digits', () => {
  test.each(['5,00,000', '৫,০০,০০০', '500,000'])('%p is sent as "500000"', async (price) => {
    const bodies = createServer();
    await renderProjectForm();
    await fill({ ...VALID, price });
    expect(screen.queryByText('Price must contain digits only')).not.toBeInTheDocument();

    await user().click(submitButton());

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ price: '500000' });
  });

  test('in Bengali, "৫,০০,০০০" is accepted and sent as "500000"; a broken grouping is refused', async () => {
    const bodies = createServer();
    await renderProjectForm('/admin/project/create', { lng: 'bn', heading: 'প্রকল্প তৈরি করুন' });
    await fill({ ...VALID, price: '৫,০' }, 'bn');
    expect(await screen.findByText('মূল্যে শুধু অঙ্ক থাকতে পারে')).toBeInTheDocument();

    await fill({ price: '৫,০০,০০০' }, 'bn');
    await waitFor(() => expect(screen.queryByText('মূল্যে শুধু অঙ্ক থাকতে পারে')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: new RegExp(`^${BN_LABELS.price.replace(/[()]/g, '\\$&')}`) })).toHaveValue('৫,০০,০০০');
    await user().click(screen.getByRole('button', { name: 'প্রকল্প তৈরি করুন' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ price: '500000' });
  });
});
