import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ProjectDto } from '../../../../src/shared/api-types';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { cleanUpAdmin } from '../shell/admin-helpers';
import {
  chooseDefaultImage,
  chooseGallery,
  fakeObjectUrls,
  field,
  fill,
  imageFile,
  PROJECT_URL,
  renderProjectForm,
  submitButton,
  UPLOAD_URL,
  uploadServer,
  user,
  VALID,
} from './project-form-helpers';
import { PROJECT_EXTRAS_UNSET } from '../../../shared/project-extras';

jest.setTimeout(30000);
setupApiServer();
let urls: ReturnType<typeof fakeObjectUrls>;
beforeEach(() => {
  urls = fakeObjectUrls();
});
afterEach(() => {
  cleanUpAdmin();
  jest.restoreAllMocks();
});

/** POST /api/project recording each body; answers 201 unless `answer` says otherwise. */
function createServer(answer?: () => Response | Promise<Response>) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(PROJECT_URL, async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      if (answer) return answer();
      return HttpResponse.json({ project: projectFixture({ _id: 'new' }) satisfies ProjectDto }, { status: 201 });
    }),
  );
  return bodies;
}

async function fillEverything() {
  await fill(VALID);
  await chooseDefaultImage(imageFile('front.png'));
  await chooseGallery([imageFile('hall.jpg', 'image/jpeg'), imageFile('roof.png')]);
}

const toasts = () => screen.queryAllByRole('alert').map((el) => el.textContent);

describe('create project: saving', () => {
  test('uploads each image, then creates the project with the spec body; shows Creating..., then the toast and the dashboard', async () => {
    const uploads = uploadServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const bodies = createServer(async () => {
      await gate;
      return HttpResponse.json({ project: projectFixture({ _id: 'new' }) }, { status: 201 });
    });
    const { router } = await renderProjectForm();
    await fillEverything();

    await user().click(submitButton());

    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(uploads).toEqual([
      { name: 'front.png', visibility: 'public', field: ['file'] },
      { name: 'hall.jpg', visibility: 'public', field: ['file'] },
      { name: 'roof.png', visibility: 'public', field: ['file'] },
    ]);
    expect(bodies[0]).toEqual({
      title: 'Bashundhara Green Residency',
      price: '500000',
      description: VALID.description,
      targetAchieved: 35,
      location: 'Bashundhara R/A, Dhaka',
      profitRatio: 12.5,
      roi: 12.5, // sent from profitRatio
      raisedAmount: 150000, // '৳ 1,50,000' with the non-digits stripped
      investmentOptions: [50000, 100000], // numbers, not text
      defaultImage: 'http://localhost/uploads/images/front.png',
      galleryImages: ['http://localhost/uploads/images/hall.jpg', 'http://localhost/uploads/images/roof.png'],
      fundingTarget: null, // left empty: no funding target (issue 15)
      investorSharePercent: 70, // the default (issue 15)
      // Issue 18's optional Bengali texts and facts, left empty: null, none given.
      ...PROJECT_EXTRAS_UNSET,
    });

    release();
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=projects');
  });

  test('chosen images show as previews (object URLs), gallery images can be removed, and all previews are released on leaving', async () => {
    const { unmount } = await renderProjectForm();
    await chooseDefaultImage(imageFile('front.png'));
    expect(await screen.findByRole('img', { name: 'Default image preview: front.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:preview-/));

    await chooseGallery([imageFile('hall.jpg', 'image/jpeg'), imageFile('roof.png')]);
    const gallery = await screen.findByRole('list', { name: 'Chosen gallery images' });
    expect(within(gallery).getByRole('img', { name: 'Gallery image 1: hall.jpg' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));
    expect(within(gallery).getByRole('img', { name: 'Gallery image 2: roof.png' })).toHaveAttribute('src', expect.stringMatching(/^blob:/));

    await user().click(within(gallery).getByRole('button', { name: 'Remove gallery image 1 (hall.jpg)' }));
    expect(within(gallery).queryByRole('img', { name: /hall\.jpg/ })).not.toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Gallery image 1: roof.png' })).toBeInTheDocument();

    const shown = screen.getAllByRole('img', { name: /preview|Gallery image/ }).map((img) => img.getAttribute('src'));
    unmount();
    // Every object URL ever made is released: those replaced earlier and those shown at the end.
    for (const url of urls.created) expect(urls.revoke).toHaveBeenCalledWith(url);
    expect(shown.every((src) => urls.created.includes(src!))).toBe(true);
  });

  test('refuses other file types and files over 5 MB, before any upload', async () => {
    await renderProjectForm();
    await chooseDefaultImage(imageFile('logo.gif', 'image/gif'));
    expect(await screen.findByText('Invalid file type. Only JPEG and PNG are allowed.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Default image preview/ })).not.toBeInTheDocument();

    await chooseDefaultImage(imageFile('huge.png', 'image/png', 5 * 1024 * 1024 + 1));
    expect(await screen.findByText('File size exceeds 5MB.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /Default image preview/ })).not.toBeInTheDocument();

    await chooseGallery([imageFile('ok.png'), imageFile('doc.pdf', 'application/pdf')]);
    const refusal = await screen.findByText('Invalid file type. Only JPEG and PNG are allowed.', { selector: '#project-gallery-error span' });
    expect(refusal.closest('li')).toHaveTextContent('doc.pdf: Invalid file type. Only JPEG and PNG are allowed.');
    // The good file of the same choice is kept.
    expect(screen.getByRole('img', { name: 'Gallery image 1: ok.png' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /doc\.pdf/ })).not.toBeInTheDocument();
  });

  test('the gallery takes at most 12 images (the server limit); the rest of a choice is refused', async () => {
    await renderProjectForm();
    await chooseGallery(Array.from({ length: 13 }, (_, i) => imageFile(`photo-${i + 1}.png`)));
    expect(await screen.findAllByRole('img', { name: /^Gallery image \d+: photo-/ })).toHaveLength(12);
    expect(screen.getByText('At most 12 gallery images are allowed').closest('li')).toHaveTextContent('photo-13.png');
    expect(screen.getByRole('button', { name: 'Add gallery images' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Remove gallery image 12 (photo-12.png)' }));
    expect(screen.getByRole('button', { name: 'Add gallery images' })).toBeEnabled();
  });

  test('an upload failure shows the server message, keeps everything and creates nothing', async () => {
    server.use(http.post(UPLOAD_URL, () => HttpResponse.json({ message: 'Only PNG and JPG images are allowed.', code: 'UNSUPPORTED_FILE_TYPE' }, { status: 415 })));
    const bodies = createServer();
    const { router } = await renderProjectForm();
    await fillEverything();

    await user().click(submitButton());

    expect(await screen.findByText('Only PNG and JPG images are allowed.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    expect(submitButton()).toBeEnabled();
    expect(field('title')).toHaveValue(VALID.title);
    expect(field('raisedAmount')).toHaveValue(VALID.raisedAmount);
    expect(screen.getByRole('img', { name: 'Default image preview: front.png' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: /^Gallery image/ })).toHaveLength(2);
    expect(router.state.location.pathname).toBe('/admin/project/create');
  });

  test('an upload failure without a message shows "File upload failed"', async () => {
    server.use(http.post(UPLOAD_URL, () => new HttpResponse(null, { status: 500 })));
    createServer();
    await renderProjectForm();
    await fillEverything();
    await user().click(submitButton());
    expect(await screen.findByText('File upload failed')).toBeInTheDocument();
  });

  test('a create failure shows the server message and keeps everything; the retry does not upload again', async () => {
    const uploads = uploadServer();
    let fail = true;
    const bodies = createServer(() =>
      fail ? HttpResponse.json({ message: 'Title must be at most 200 characters' }, { status: 400 }) : HttpResponse.json({ project: projectFixture() }, { status: 201 }),
    );
    const { router } = await renderProjectForm();
    await fillEverything();

    await user().click(submitButton());
    expect(await screen.findByText('Title must be at most 200 characters')).toBeInTheDocument();
    expect(submitButton()).toBeEnabled();
    for (const [name, value] of Object.entries(VALID)) expect(field(name as keyof typeof VALID)).toHaveValue(value);
    expect(screen.getByRole('img', { name: 'Default image preview: front.png' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/project/create');
    expect(uploads).toHaveLength(3);

    fail = false;
    await user().click(submitButton());
    expect(await screen.findByText('Project created successfully')).toBeInTheDocument();
    expect(uploads).toHaveLength(3);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  test('a create failure without a message shows "Failed to create project"', async () => {
    uploadServer();
    createServer(() => new HttpResponse(null, { status: 500 }));
    await renderProjectForm();
    await fillEverything();
    await user().click(submitButton());
    expect(await screen.findByText('Failed to create project')).toBeInTheDocument();
    expect(toasts()).toContain('Failed to create project');
  });

  test('in Bengali, a known server code is shown in Bengali, and so is the success toast', async () => {
    let uploadsAllowed = false;
    server.use(
      http.post(UPLOAD_URL, async ({ request }) => {
        const file = (await request.formData()).get('file') as File;
        return uploadsAllowed
          ? HttpResponse.json({ url: `http://localhost/uploads/images/${file.name}` }, { status: 201 })
          : HttpResponse.json({ message: 'The file is larger than 5 MB.', code: 'FILE_TOO_LARGE' }, { status: 413 });
      }),
    );
    const bodies = createServer();
    const { router } = await renderProjectForm('/admin/project/create', { lng: 'bn', heading: 'প্রকল্প তৈরি করুন' });
    await fill({ ...VALID, raisedAmount: '১,৫০,০০০', investmentOptions: '৫০০০০, ১০০০০০' }, 'bn');
    await chooseDefaultImage(imageFile('front.png'), 'bn');
    expect(await screen.findByRole('img', { name: 'প্রধান ছবির প্রিভিউ: front.png' })).toBeInTheDocument();

    await user().click(screen.getByRole('button', { name: 'প্রকল্প তৈরি করুন' }));
    expect(await screen.findByText('ফাইলটি ৫ এমবির চেয়ে বড়।')).toBeInTheDocument();
    expect(screen.queryByText('The file is larger than 5 MB.')).not.toBeInTheDocument();

    uploadsAllowed = true;
    await user().click(screen.getByRole('button', { name: 'প্রকল্প তৈরি করুন' }));
    expect(await screen.findByText('প্রকল্প সফলভাবে তৈরি হয়েছে')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ raisedAmount: 150000, investmentOptions: [50000, 100000], galleryImages: [] });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
  });
});
