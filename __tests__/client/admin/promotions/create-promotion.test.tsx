import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { renderRoute } from '../../test-utils';
import { fakeObjectUrls, imageFile, UPLOAD_URL, uploadServer, user } from '../project-form/project-form-helpers';
import { cleanUpAdmin, signInAs } from '../shell/admin-helpers';
import { discountFixture, discountList, DISCOUNT_URL } from '../../fixtures/discounts';
import { typeDate } from '../../date-input';

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

const EN = {
  heading: 'Create Promotion',
  company: /^Company Name/,
  percent: /^Percent off \(optional\)/,
  image: 'Banner image file',
  submit: 'Create Discount Banner',
};

async function renderCreate(lng: 'en' | 'bn' = 'en', heading = EN.heading) {
  signInAs('admin');
  // The dashboard's promotions tab, shown after a success.
  server.use(discountList([discountFixture()]));
  const view = await renderRoute('/admin/promotion/create', { lng });
  await screen.findByRole('heading', { level: 1, name: heading });
  return view;
}

const company = () => screen.getByRole('textbox', { name: EN.company });
const percent = () => screen.getByRole('textbox', { name: EN.percent });
const submit = () => screen.getByRole('button', { name: EN.submit });

async function type(input: HTMLElement, value: string) {
  await act(async () => {
    fireEvent.change(input, { target: { value } });
  });
}

async function chooseImage(file = imageFile('banner.png'), label = EN.image) {
  await user().upload(screen.getByLabelText(label), file);
}

/** POST /api/discount recording bodies; 201 unless `answer` says otherwise. */
function discountServer(answer?: () => Response) {
  const bodies: unknown[] = [];
  server.use(
    http.post(DISCOUNT_URL, async ({ request }) => {
      bodies.push(await request.json());
      return answer ? answer() : HttpResponse.json({ discount: discountFixture({ _id: 'd9' }) }, { status: 201 });
    }),
  );
  return bodies;
}

describe('create promotion (spec sections 2 and 5)', () => {
  test('no error shows before a try; a click on the dimmed button tells what is missing and sends nothing', async () => {
    const uploads = uploadServer();
    const bodies = discountServer();
    await renderCreate();
    // Disabled to the eye and to screen readers, yet a first render shows no error.
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText(/^Missing/)).not.toBeInTheDocument();
    expect(screen.queryByText('Please upload an image first.')).not.toBeInTheDocument();
    expect(screen.queryByText('Please enter a company name.')).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox').filter((box) => box.getAttribute('aria-invalid') === 'true')).toEqual([]);

    await user().click(submit());
    expect(await screen.findByText('Missing Image')).toBeInTheDocument();
    expect(screen.getByText('Please upload an image first.')).toBeInTheDocument();
    expect(screen.getByText('Missing Company Name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a company name.')).toBeInTheDocument();
    expect(submit()).toHaveAccessibleDescription(/Missing Image Please upload an image first\. Missing Company Name Please enter a company name\./);
    expect(bodies).toHaveLength(0);

    await type(company(), 'Green Builders Ltd');
    await waitFor(() => expect(screen.queryByText('Missing Company Name')).not.toBeInTheDocument());
    expect(submit()).toHaveAttribute('aria-disabled', 'true'); // still no image

    await type(company(), '   ');
    expect(await screen.findByText('Please enter a company name.')).toBeInTheDocument();

    await chooseImage();
    // Uploaded as soon as it is chosen, with a preview and a tick.
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(uploads).toEqual([{ name: 'banner.png', visibility: 'public', field: ['file'] }]);
    expect(screen.getByRole('img', { name: 'Banner preview: banner.png' })).toHaveAttribute('src', urls.created.at(-1));
    expect(screen.queryByText('Missing Image')).not.toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true'); // the company is blank

    await type(company(), 'Green Builders Ltd');
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    expect(screen.queryByText(/^Missing/)).not.toBeInTheDocument();
  });

  test('leaving the company field blank tells only that the company is missing', async () => {
    await renderCreate();
    await act(async () => {
      fireEvent.focus(company());
      fireEvent.blur(company());
    });
    expect(await screen.findByText('Missing Company Name')).toBeInTheDocument();
    expect(screen.queryByText('Missing Image')).not.toBeInTheDocument();
  });

  test('the optional Bengali company, offer texts and end date are sent when given', async () => {
    uploadServer();
    const bodies = discountServer();
    await renderCreate();
    await type(company(), 'Noor Furniture');
    await type(screen.getByRole('textbox', { name: 'Company name (Bengali)' }), ' নূর ফার্নিচার ');
    await type(screen.getByRole('textbox', { name: 'Offer text (optional)' }), '10% off for our investors');
    await type(screen.getByRole('textbox', { name: 'Offer text (Bengali)' }), 'আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়');
    await typeDate('End date (optional)', '31/01/2030');
    await chooseImage();
    await screen.findByText('Image uploaded successfully');
    await user().click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      company: 'Noor Furniture',
      companyBn: 'নূর ফার্নিচার',
      offer: '10% off for our investors',
      offerBn: 'আমাদের বিনিয়োগকারীদের জন্য ১০% ছাড়',
      endsAt: '2030-01-31',
      imageUrl: 'http://localhost/uploads/images/banner.png',
    });
  });

  test('a chosen image of another type is refused without an upload', async () => {
    const uploads = uploadServer();
    await renderCreate();
    await type(company(), 'Green Builders Ltd');
    await chooseImage(imageFile('banner.gif', 'image/gif'));
    expect(await screen.findByText('Invalid file type. Only JPEG and PNG are allowed.')).toBeInTheDocument();
    expect(uploads).toHaveLength(0);
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
  });

  test('an upload failure shows the server message (else "File upload failed") and Try again uploads again', async () => {
    let answer = () => HttpResponse.json({ message: 'The image could not be read. Please upload a PNG or JPG image.', code: 'IMAGE_UNREADABLE' }, { status: 422 });
    server.use(http.post(UPLOAD_URL, () => answer()));
    await renderCreate();
    await type(company(), 'Green Builders Ltd');
    await chooseImage();
    expect(await screen.findByText('The image could not be read. Please upload a PNG or JPG image.')).toBeInTheDocument();
    expect(screen.queryByText('Image uploaded successfully')).not.toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');

    answer = () => new HttpResponse(null, { status: 500 });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('File upload failed')).toBeInTheDocument();

    answer = () => HttpResponse.json({ url: 'http://localhost/uploads/images/banner.png' }, { status: 201 });
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Image uploaded successfully')).toBeInTheDocument();
    expect(submit()).not.toHaveAttribute('aria-disabled');
  });

  test('success: POST /api/discount {company, imageUrl}, a toast, and back to the dashboard', async () => {
    uploadServer();
    const bodies = discountServer();
    const { router } = await renderCreate();
    await type(company(), '  Green Builders Ltd ');
    await chooseImage();
    await screen.findByText('Image uploaded successfully');

    await user().click(submit());

    expect(await screen.findByText('Promotion created')).toBeInTheDocument();
    expect(bodies).toEqual([{ company: 'Green Builders Ltd', imageUrl: 'http://localhost/uploads/images/banner.png' }]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/dashboard'));
    expect(router.state.location.search).toBe('?tab=promotions');
  });

  test('the optional percent is sent as a number and checked from 1 to 100', async () => {
    uploadServer();
    const bodies = discountServer();
    await renderCreate();
    await type(company(), 'Noor Furniture');
    await chooseImage();
    await screen.findByText('Image uploaded successfully');

    await type(percent(), '150');
    expect(await screen.findByText('Percent must be between 1 and 100.')).toBeInTheDocument();
    expect(submit()).toHaveAttribute('aria-disabled', 'true');
    await type(percent(), '২০'); // Bengali digits
    await waitFor(() => expect(submit()).not.toHaveAttribute('aria-disabled'));
    await user().click(submit());
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({ company: 'Noor Furniture', imageUrl: 'http://localhost/uploads/images/banner.png', percent: 20 });
  });

  test('a failure shows the server message, else "Failed to create discount.", and keeps what was entered', async () => {
    uploadServer();
    let answer = () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 });
    discountServer(() => answer());
    const { router } = await renderCreate();
    await type(company(), 'Green Builders Ltd');
    await type(percent(), '15');
    await chooseImage();
    await screen.findByText('Image uploaded successfully');

    await user().click(submit());
    expect(await screen.findByText('Only administrators can do this.')).toBeInTheDocument();
    expect(company()).toHaveValue('Green Builders Ltd');
    expect(percent()).toHaveValue('15');
    expect(screen.getByText('Image uploaded successfully')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(submit()).not.toHaveAttribute('aria-disabled');

    answer = () => new HttpResponse(null, { status: 500 });
    await user().click(submit());
    expect(await screen.findByText('Failed to create discount.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/promotion/create');
  });

  test('shows "Creating..." while the promotion is saved', async () => {
    uploadServer();
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(DISCOUNT_URL, async () => {
        await gate;
        return HttpResponse.json({ discount: discountFixture() }, { status: 201 });
      }),
    );
    await renderCreate();
    await type(company(), 'Green Builders Ltd');
    await chooseImage();
    await screen.findByText('Image uploaded successfully');
    await user().click(submit());
    expect(await screen.findByRole('button', { name: 'Creating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Promotion created')).toBeInTheDocument();
  });

  test('the preview is released when the screen closes', async () => {
    uploadServer();
    const { unmount } = await renderCreate();
    await chooseImage();
    await screen.findByText('Image uploaded successfully');
    unmount();
    expect(urls.created.length).toBeGreaterThan(0);
    for (const url of urls.created) expect(urls.revoke).toHaveBeenCalledWith(url);
  });

  test('in Bengali: labels, both Missing messages after a try, the tick and a translated server code', async () => {
    uploadServer();
    discountServer(() => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 }));
    await renderCreate('bn', 'প্রমোশন তৈরি করুন');
    const button = screen.getByRole('button', { name: 'প্রমোশন তৈরি করুন' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(screen.queryByText('ছবি নেই')).not.toBeInTheDocument();
    await user().click(button);
    expect(await screen.findByText('ছবি নেই')).toBeInTheDocument();
    expect(screen.getByText('ছবি নেই')).toBeInTheDocument();
    expect(screen.getByText('আগে একটি ছবি আপলোড করুন।')).toBeInTheDocument();
    expect(screen.getByText('প্রতিষ্ঠানের নাম নেই')).toBeInTheDocument();
    expect(screen.getByText('প্রতিষ্ঠানের নাম লিখুন।')).toBeInTheDocument();

    await type(screen.getByRole('textbox', { name: /^প্রতিষ্ঠানের নাম(?! \()/ }), 'গ্রিন বিল্ডার্স');
    await chooseImage(imageFile('banner.png'), 'ব্যানারের ছবির ফাইল');
    expect(await screen.findByText('ছবি সফলভাবে আপলোড হয়েছে')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    await user().click(button);
    expect(await screen.findByText('শুধু অ্যাডমিনরা এটি করতে পারেন।')).toBeInTheDocument();
  });
});
