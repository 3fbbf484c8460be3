import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { HoldingDto } from '../../../src/shared/money-types';
import { axeViolations } from '../axe';
import { server, setupApiServer } from '../api-server';
import { renderRoute } from '../test-utils';
import { findSection, meHandler, moneyHandlers, signIn, TOKEN } from './profile-helpers';

setupApiServer();
afterEach(() => localStorage.clear());
jest.setTimeout(30000);

const CERTIFICATE_URL = 'http://localhost/api/investment/holdings/:projectId/certificate';

const holding = (overrides: Partial<HoldingDto> = {}): HoldingDto => ({
  projectId: 'p1',
  title: 'Bashundhara Green Residency',
  principal: 50000,
  profit: 1250.5,
  loss: 0,
  sharePercent: 12.5,
  since: '2026-03-05T10:00:00.000Z',
  status: 'active',
  invested: 50000,
  returned: 0,
  realisedReturnPercent: 2.5,
  completedAt: null,
  ...overrides,
});

const pdfAnswer = (name: string) => new HttpResponse('%PDF-1.3 test', { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${name}"` } });

/** The browser's side of a download (blob URL, a clicked link), recorded and restored afterwards. */
function watchDownloads() {
  // Spies, not assignments: URL is Node's own object, shared by the next test files of this worker.
  const createObjectURL = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:certificate');
  const revokeObjectURL = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const clicks: string[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(`${this.download} ${this.href}`);
  });
  return {
    clicks,
    restore: () => {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    },
  };
}

async function holdingsCard(holdings: HoldingDto[], lng: 'en' | 'bn' = 'en') {
  signIn();
  meHandler();
  server.use(...moneyHandlers(holdings));
  const rendered = await renderRoute('/profile', { lng });
  const card = await findSection(lng === 'en' ? 'My holdings' : 'আমার বিনিয়োগগুলো');
  await within(card).findAllByRole('listitem');
  return { ...rendered, card };
}

describe('the holding certificate download (issue 16)', () => {
  test("each holding has its own button, named with its project; a click downloads that holding's PDF with the session token, busy meanwhile", async () => {
    const downloads = watchDownloads();
    const asked: { projectId: string; auth: string | null }[] = [];
    let answer: (response: Response) => void = () => undefined;
    server.use(
      http.get(CERTIFICATE_URL, ({ request, params }) => {
        asked.push({ projectId: String(params.projectId), auth: request.headers.get('authorization') });
        return new Promise<Response>((resolve) => (answer = resolve));
      }),
    );
    try {
      const { card } = await holdingsCard([holding(), holding({ projectId: 'p2', title: 'Uttara Plaza' })]);
      expect(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' })).toBeEnabled();
      await userEvent.click(within(card).getByRole('button', { name: 'Certificate (PDF): Uttara Plaza' }));
      const busy = await within(card).findByRole('button', { name: 'Downloading…: Uttara Plaza' });
      expect(busy).toBeDisabled();
      expect(busy).toHaveAttribute('aria-busy', 'true');
      // The other holding's button stays usable.
      expect(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' })).toBeEnabled();
      answer(pdfAnswer('certificate-CER-0A1B2C3D.pdf'));
      await waitFor(() => expect(downloads.clicks).toEqual(['certificate-CER-0A1B2C3D.pdf blob:certificate']));
      expect(asked).toEqual([{ projectId: 'p2', auth: `Bearer ${TOKEN}` }]);
      expect(await within(card).findByRole('button', { name: 'Certificate (PDF): Uttara Plaza' })).toBeEnabled();
      expect(await axeViolations(card)).toEqual([]);
    } finally {
      downloads.restore();
    }
  });

  test("a refusal shows the server's message and the button works again", async () => {
    server.use(http.get(CERTIFICATE_URL, () => HttpResponse.json({ message: 'You have no holding in this project.', code: 'HOLDING_NOT_FOUND' }, { status: 404 })));
    const { card } = await holdingsCard([holding()]);
    await userEvent.click(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' }));
    expect(await screen.findByText('You have no holding in this project.')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' })).toBeEnabled();
  });

  test('a failure without a message says the certificate could not be downloaded', async () => {
    server.use(http.get(CERTIFICATE_URL, () => new HttpResponse('upstream gone', { status: 502 })));
    const { card } = await holdingsCard([holding()]);
    await userEvent.click(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' }));
    expect(await screen.findByText('The certificate could not be downloaded.')).toBeInTheDocument();
  });

  test('an expired session sends the investor to sign in', async () => {
    server.use(http.get(CERTIFICATE_URL, () => HttpResponse.json({ message: 'Your session has expired.', code: 'SESSION_EXPIRED' }, { status: 401 })));
    const { card, router } = await holdingsCard([holding()]);
    await userEvent.click(within(card).getByRole('button', { name: 'Certificate (PDF): Bashundhara Green Residency' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
  });

  test('in Bengali: the button in Bengali, a refusal in Bengali', async () => {
    server.use(http.get(CERTIFICATE_URL, () => HttpResponse.json({ message: 'You have no holding in this project.', code: 'HOLDING_NOT_FOUND' }, { status: 404 })));
    const { card } = await holdingsCard([holding()], 'bn');
    await userEvent.click(within(card).getByRole('button', { name: 'সনদ (PDF): Bashundhara Green Residency' }));
    expect(await screen.findByText('এই প্রকল্পে আপনার কোনো বিনিয়োগ নেই।')).toBeInTheDocument();
  });
});
