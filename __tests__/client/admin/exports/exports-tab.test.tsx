import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { cleanUpAdmin, renderAdmin } from '../shell/admin-helpers';
import '../../../../src/client/features/admin/exports/components/exports-tab';
import { dateFieldText, findDateField, typeDate } from '../../date-input';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const EXPORTS_URL = 'http://localhost/api/exports';
const card = (name: string) => screen.getByRole('listitem', { name });

/** Answers every export with a small CSV, or holds it until `release()`; records each request. */
function exportsServer() {
  const requests: { url: string; auth: string | null }[] = [];
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = false;
  server.use(
    http.get(`${EXPORTS_URL}/:file`, async ({ request, params }) => {
      requests.push({ url: request.url, auth: request.headers.get('authorization') });
      if (hold) await held;
      const kind = String(params.file).replace('.csv', '');
      return new HttpResponse('\uFEFFid\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${kind}-2026-01-01-2026-01-31.csv"` },
      });
    }),
  );
  return { requests, holdNext: () => (hold = true), release: () => release() };
}

/** Spies on the blob download (restored after): URL is Node's own object, shared with later test files. */
function catchDownloads() {
  const clicks: string[] = [];
  const spies = [
    jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:export'),
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined),
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    }),
  ];
  return { clicks, restore: () => spies.forEach((spy) => spy.mockRestore()) };
}

describe('admin Exports tab', () => {
  test('follows Activity (before Settings); a file per kind, downloaded with the chosen dates and the session token', async () => {
    const api = exportsServer();
    const downloads = catchDownloads();
    try {
      await renderAdmin('/admin/dashboard?tab=exports');
      expect(
        screen
          .getAllByRole('tab')
          .slice(-3)
          .map((tab) => tab.textContent),
      ).toEqual(['Activity', 'Exports', 'Settings']);
      expect(screen.getByRole('tab', { name: 'Exports' })).toHaveAttribute('aria-selected', 'true');
      const list = await screen.findByRole('list', { name: 'Files to download' }, { timeout: 5000 });
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.getAttribute('aria-labelledby')),
      ).toEqual(['users', 'deposits', 'investments', 'distributions', 'expenses'].map((kind) => `export-${kind}-title`));

      await userEvent.click(within(card('Deposits')).getByRole('button', { name: 'Download CSV of Deposits' }));
      await waitFor(() => expect(downloads.clicks).toEqual(['deposits-2026-01-01-2026-01-31.csv']));

      await typeDate('From', '01/01/2026');
      await typeDate('To', '31/01/2026');
      await userEvent.click(within(card('Profit and loss')).getByRole('button', { name: 'Download CSV of Profit and loss' }));
      await waitFor(() => expect(downloads.clicks).toHaveLength(2));
      expect(api.requests).toEqual([
        { url: `${EXPORTS_URL}/deposits.csv`, auth: 'Bearer admin-test-token' },
        { url: `${EXPORTS_URL}/distributions.csv?from=2026-01-01&to=2026-01-31`, auth: 'Bearer admin-test-token' },
      ]);
    } finally {
      downloads.restore();
    }
  });

  test('a button is busy while its own file downloads; the others stay usable', async () => {
    const api = exportsServer();
    const downloads = catchDownloads();
    try {
      await renderAdmin('/admin/dashboard?tab=exports');
      await screen.findByRole('list', { name: 'Files to download' }, { timeout: 5000 });
      api.holdNext();
      await userEvent.click(within(card('Users')).getByRole('button', { name: 'Download CSV of Users' }));
      expect(await within(card('Users')).findByRole('button', { name: /Downloading/ })).toBeDisabled();
      expect(within(card('Expenses')).getByRole('button', { name: 'Download CSV of Expenses' })).toBeEnabled();
      api.release();
      expect(await within(card('Users')).findByRole('button', { name: 'Download CSV of Users' })).toBeEnabled();
      expect(downloads.clicks).toEqual(['users-2026-01-01-2026-01-31.csv']);
    } finally {
      downloads.restore();
    }
  });

  test('an end before the start is shown on the field, in Bengali too, and nothing is asked of the server', async () => {
    const api = exportsServer();
    await renderAdmin('/admin/dashboard?tab=exports', { lng: 'bn' });
    expect(screen.getByRole('tab', { name: 'ডেটা ডাউনলোড' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'যে ফাইলগুলো ডাউনলোড করা যায়' }, { timeout: 5000 });
    await typeDate('শুরুর তারিখ', '10/02/2026');
    await typeDate('শেষ তারিখ', '01/02/2026');
    expect(await dateFieldText('শেষ তারিখ')).toBe('০১/০২/২০২৬');
    await userEvent.click(within(card('খরচ')).getByRole('button', { name: 'খরচ: CSV ডাউনলোড' }));
    expect(await screen.findByText('শেষ তারিখ শুরুর তারিখের আগে হতে পারে না।')).toBeInTheDocument();
    expect(await findDateField('শেষ তারিখ')).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests).toEqual([]);
  });

  test('a refused download shows the server’s message', async () => {
    server.use(http.get(`${EXPORTS_URL}/users.csv`, () => HttpResponse.json({ message: 'to must not be before from.', code: 'VALIDATION_FAILED' }, { status: 400 })));
    await renderAdmin('/admin/dashboard?tab=exports');
    await screen.findByRole('list', { name: 'Files to download' }, { timeout: 5000 });
    await userEvent.click(within(card('Users')).getByRole('button', { name: 'Download CSV of Users' }));
    expect(await screen.findByText('to must not be before from.')).toBeInTheDocument();
    expect(within(card('Users')).getByRole('button', { name: 'Download CSV of Users' })).toBeEnabled();
  });

  test('has no axe violations', async () => {
    const { container } = await renderAdmin('/admin/dashboard?tab=exports');
    await screen.findByRole('list', { name: 'Files to download' }, { timeout: 5000 });
    expect(await axeViolations(container)).toEqual([]);
  });
});
