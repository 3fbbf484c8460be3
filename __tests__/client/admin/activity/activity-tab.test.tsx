import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { AuditEventDto } from '../../../../src/shared/api-types';
import { AUDIT_ACTIONS } from '../../../../src/shared/audit';
import { server, setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { cleanUpAdmin, renderAdmin } from '../shell/admin-helpers';
import { typeDate } from '../../date-input';

setupApiServer();
afterEach(cleanUpAdmin);
jest.setTimeout(30000);

const AUDIT_URL = 'http://localhost/api/audit';
const CHROME_ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';

function eventFixture(overrides: Partial<AuditEventDto> = {}): AuditEventDto {
  return {
    _id: 'e1',
    actor: { _id: 'a1', email: 'rahim@example.com', fullname: 'Rahim Admin' },
    action: 'bank_details_changed',
    targetType: 'bank_info',
    targetId: 'b1',
    before: { accountNumber: '2050 1234' },
    after: { accountNumber: '9999 0000' },
    ip: '203.0.113.7',
    userAgent: CHROME_ANDROID,
    createdAt: '2026-03-02T10:30:00.000Z',
    ...overrides,
  };
}

const manyEvents = (count: number) => Array.from({ length: count }, (_, i) => eventFixture({ _id: `e${i + 1}`, targetId: `t${i + 1}`, action: 'project_updated' }));

/** GET /api/audit as the server answers it: keyset pages of `limit`; records every request's query. */
function auditServer(events: AuditEventDto[]) {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(AUDIT_URL, ({ request }) => {
      const params = new URL(request.url).searchParams;
      requests.push(params);
      const limit = Number(params.get('limit') ?? 50);
      const cursor = params.get('cursor');
      const start = cursor ? events.findIndex((e) => `c-${e._id}` === cursor) + 1 : 0;
      const page = events.slice(start, start + limit);
      const last = page[page.length - 1];
      return HttpResponse.json({ events: page, nextCursor: start + limit < events.length && last ? `c-${last._id}` : null });
    }),
  );
  return requests;
}

const list = () => screen.findByRole('list', { name: 'Activity, newest first; scroll for more' });
const items = async () => within(await list()).getAllByRole('listitem');

describe('admin Activity tab', () => {
  test('is a dashboard tab; each row shows time, action, actor, target, IP, device and old → new', async () => {
    auditServer([
      eventFixture(),
      eventFixture({ _id: 'e2', actor: null, action: 'sign_in_failed', targetType: null, targetId: null, before: null, after: null, ip: null, userAgent: null }),
    ]);
    await renderAdmin('/admin/dashboard?tab=activity');
    expect(screen.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true');
    const [first, second] = await items();
    expect(first).toHaveTextContent('Bank details changed');
    expect(first).toHaveTextContent('Rahim Admin (rahim@example.com) · Bank details b1');
    expect(first).toHaveTextContent('IP 203.0.113.7 · Chrome on Android');
    expect(first).toHaveTextContent('accountNumber: 2050 1234 → 9999 0000');
    expect(within(first!).getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-03-02T10:30:00.000Z');
    expect(second).toHaveTextContent('Failed sign-in');
    expect(second).toHaveTextContent('No signed-in person · —');
    expect(second).toHaveTextContent('IP — · Unknown device');
    expect(await list()).toHaveAttribute('tabindex', '0');
  });

  test('"No activity matches these filters." when nothing matches', async () => {
    auditServer([]);
    await renderAdmin('/admin/dashboard?tab=activity');
    expect(await screen.findByText('No activity matches these filters.')).toHaveAttribute('role', 'status');
  });

  test('the tab with its rows and filters has no axe violations', async () => {
    auditServer(manyEvents(3));
    await renderAdmin('/admin/dashboard?tab=activity');
    await items();
    expect(await axeViolations(screen.getByRole('tabpanel'))).toEqual([]);
  });

  test('a failed load shows "Error: {message}" and Retry loads the list', async () => {
    server.use(http.get(AUDIT_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderAdmin('/admin/dashboard?tab=activity');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Only administrators can do this.');
    auditServer([eventFixture()]);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await items()).toHaveLength(1);
  });

  test('filters: the action select lists every action by name; each filter is sent as a query parameter', async () => {
    const requests = auditServer([eventFixture()]);
    await renderAdmin('/admin/dashboard?tab=activity');
    await items();
    expect(requests.map((p) => p.toString())).toEqual(['limit=50']);

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toHaveLength(AUDIT_ACTIONS.length + 1);
    expect(options[0]).toBe('Any action');
    // Names, not the stored identifiers.
    expect(options.filter((o) => o?.includes('_'))).toEqual([]);
    await userEvent.click(screen.getByRole('option', { name: 'Deposit approved' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Actor' }), 'rahim');
    fireEvent.change(screen.getByRole('textbox', { name: 'Target id' }), { target: { value: 'b1' } });
    await typeDate('From', '01/03/2026');
    await typeDate('To', '05/03/2026');
    await waitFor(() =>
      expect(Object.fromEntries(requests[requests.length - 1]!)).toEqual({
        action: 'deposit_approved',
        actor: 'rahim',
        target: 'b1',
        from: '2026-03-01',
        to: '2026-03-05',
        limit: '50',
      }),
    );
    // Typing is debounced: not one request per key typed.
    expect(requests.length).toBeLessThan(6);

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(requests[requests.length - 1]!.toString()).toBe('limit=50'));
  }, 60_000);

  test('loads the next keyset page as the admin scrolls, without gaps or repeats', async () => {
    const requests = auditServer(manyEvents(120));
    await renderAdmin('/admin/dashboard?tab=activity');
    await items();
    expect(requests).toHaveLength(1);
    const scroller = await list();
    for (let page = 1; page <= 2; page += 1) {
      scroller.scrollTop = 50 * page * 104;
      fireEvent.scroll(scroller);
      await waitFor(() => expect(requests).toHaveLength(page + 1));
      expect(requests[page]!.get('cursor')).toBe(`c-e${page * 50}`);
    }
  });

  test('Export CSV downloads the export with the current filters and the session token', async () => {
    auditServer([eventFixture()]);
    const exports: { url: string; auth: string | null }[] = [];
    server.use(
      http.get(`${AUDIT_URL}/export.csv`, ({ request }) => {
        exports.push({ url: request.url, auth: request.headers.get('authorization') });
        return new HttpResponse('\uFEFFtime,actor_email\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="activity-2026-03-02.csv"' },
        });
      }),
    );
    const created: Blob[] = [];
    // Spies, restored below: URL is Node's own object in this environment, shared by every test file
    // the worker runs next, so a plain assignment would leak this mock into them.
    const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation((blob) => (created.push(blob as Blob), 'blob:activity'));
    const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicks: string[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(`${this.download} ${this.href}`);
    });
    try {
      await renderAdmin('/admin/dashboard?tab=activity');
      await items();
      await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
      await userEvent.click(screen.getByRole('option', { name: 'User deactivated' }));
      await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
      await waitFor(() => expect(clicks).toEqual(['activity-2026-03-02.csv blob:activity']));
      expect(exports).toEqual([{ url: `${AUDIT_URL}/export.csv?action=user_deactivated`, auth: 'Bearer admin-test-token' }]);
      expect(created).toHaveLength(1);
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  test('a failed export says so', async () => {
    auditServer([eventFixture()]);
    server.use(http.get(`${AUDIT_URL}/export.csv`, () => HttpResponse.json({ message: 'Please sign in to continue.', code: 'UNAUTHENTICATED' }, { status: 401 })));
    await renderAdmin('/admin/dashboard?tab=activity');
    await items();
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(await screen.findByText('Please sign in to continue.')).toBeInTheDocument();
  });

  test('in Bengali: the tab, translated action names and Bengali digits in the time', async () => {
    auditServer([eventFixture({ action: 'deposit_approved' })]);
    await renderAdmin('/admin/dashboard?tab=activity', { lng: 'bn' });
    expect(screen.getByRole('tab', { name: 'কার্যকলাপ' })).toHaveAttribute('aria-selected', 'true');
    const [first] = await within(await screen.findByRole('list', { name: 'কার্যকলাপ, নতুনগুলো আগে; আরও দেখতে স্ক্রল করুন' })).findAllByRole('listitem');
    expect(first).toHaveTextContent('টাকা জমা অনুমোদিত');
    expect(first).toHaveTextContent('Android-এ Chrome');
    expect(first!.querySelector('time')!.textContent).toMatch(/২০২৬/);
    expect(screen.getByRole('button', { name: 'CSV ডাউনলোড' })).toBeInTheDocument();
  });
});
