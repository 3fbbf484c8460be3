import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { projectList, server } from '../../api-server';
import { renderRoute } from '../../test-utils';
import { signInAs } from '../shell/admin-helpers';

export const UPLOAD_URL = 'http://localhost/api/file/upload';
export const PROJECT_URL = 'http://localhost/api/project';

export const LABELS = {
  title: 'Title',
  price: 'Price (BDT)',
  description: 'Description',
  targetAchieved: 'Target Achieved (%)',
  location: 'Location',
  profitRatio: 'Profit Ratio (%)',
  raisedAmount: 'Raised Amount (BDT)',
  investmentOptions: 'Investment Options (BDT)',
} as const;
export type Field = keyof typeof LABELS;

export const BN_LABELS: Record<Field, string> = {
  title: 'শিরোনাম',
  price: 'মূল্য (টাকা)',
  description: 'বিবরণ',
  targetAchieved: 'লক্ষ্য অর্জিত (%)',
  location: 'অবস্থান',
  profitRatio: 'মুনাফার হার (%)',
  raisedAmount: 'সংগৃহীত পরিমাণ (টাকা)',
  investmentOptions: 'বিনিয়োগের বিকল্প (টাকা)',
};

type Lng = 'en' | 'bn';
const FILE_INPUTS = {
  en: { defaultImage: 'Default image file', gallery: 'Gallery image files' },
  bn: { defaultImage: 'প্রধান ছবির ফাইল', gallery: 'গ্যালারির ছবির ফাইল' },
};

export const REQUIRED_MESSAGES: Record<Field, string> = {
  title: 'Title is required',
  price: 'Price is required',
  description: 'Description is required',
  targetAchieved: 'Target Achieved is required',
  location: 'Location is required',
  profitRatio: 'Profit Ratio is required',
  raisedAmount: 'Raised Amount is required',
  investmentOptions: 'Investment Options is required',
};

export const LONG_DESCRIPTION = 'A nine-storey residential building on a registered plot in Dhaka, shared with investors under a musharakah agreement.';

export const VALID: Record<Field, string> = {
  title: 'Bashundhara Green Residency',
  price: '500000',
  description: LONG_DESCRIPTION,
  targetAchieved: '35',
  location: 'Bashundhara R/A, Dhaka',
  profitRatio: '12.5',
  raisedAmount: '৳ 1,50,000',
  investmentOptions: '50000, 100000',
};

const escape = (text: string) => text.replace(/[()%]/g, '\\$&');

/** A field by its visible label (MUI adds ' *' to required ones). */
export const field = (name: Field, lng: Lng = 'en') => screen.getByRole('textbox', { name: new RegExp(`^${escape((lng === 'en' ? LABELS : BN_LABELS)[name])}`) });

/**
 * An image file as the browser hands it over. Node's File, because the test environment's FormData
 * (Node's, which msw reads) only takes Node blobs as files.
 */
export function imageFile(name: string, type = 'image/png', bytes = 16): File {
  return new NodeFile([new Uint8Array(bytes)], name, { type }) as unknown as File;
}

export const user = () => userEvent.setup({ applyAccept: false });

export async function chooseDefaultImage(file: File, lng: Lng = 'en') {
  await user().upload(screen.getByLabelText(FILE_INPUTS[lng].defaultImage), file);
}

export async function chooseGallery(files: File[], lng: Lng = 'en') {
  await user().upload(screen.getByLabelText(FILE_INPUTS[lng].gallery), files);
}

/** Replaces each field's text in one change event, as a paste does (typing 100+ characters tests nothing more). */
export async function fill(values: Partial<Record<Field, string>>, lng: Lng = 'en') {
  for (const [name, value] of Object.entries(values) as [Field, string][]) {
    await act(async () => {
      fireEvent.change(field(name, lng), { target: { value } });
    });
  }
}

export const submitButton = (name: RegExp | string = 'Create Project') => screen.getByRole('button', { name });

/** POST /api/file/upload answering each file with a public URL named after it; records what arrived. */
export function uploadServer() {
  const uploads: { name: string; visibility: string | null; field: string[] }[] = [];
  server.use(
    http.post(UPLOAD_URL, async ({ request }) => {
      const form = await request.formData();
      const file = form.get('file');
      const name = file && typeof file === 'object' ? file.name : `not a file: ${String(file)}`;
      uploads.push({ name, visibility: new URL(request.url).searchParams.get('visibility'), field: [...form.keys()] });
      return HttpResponse.json({ url: `http://localhost/uploads/images/${name}` }, { status: 201 });
    }),
  );
  return uploads;
}

let objectUrlCount = 0;
/** jsdom has no object URLs; each file gets blob:preview-N and releases are recorded. */
export function fakeObjectUrls() {
  const created: string[] = [];
  const create = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    const url = `blob:preview-${(objectUrlCount += 1)}`;
    created.push(url);
    return url;
  });
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  return { created, create, revoke };
}

/** /admin/project/create (or the edit path) as a signed-in admin; the dashboard's list answers afterwards. */
export async function renderProjectForm(path = '/admin/project/create', { lng = 'en' as 'en' | 'bn', heading = 'Create Project' } = {}) {
  signInAs('admin');
  server.use(projectList([]));
  const view = await renderRoute(path, { lng });
  // The first render imports the lazy admin pages: in a fresh clone jest compiles them then, which took over 5 s on a busy CI machine.
  await screen.findByRole('heading', { level: 1, name: heading }, { timeout: 20_000 });
  return view;
}
