import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { axeViolations } from '../axe';
import { server, setupApiServer } from '../api-server';
import { clearDate, dateFieldText, findDateField, firstDatePart, shownDay, typeDate } from '../date-input';
import { renderRoute } from '../test-utils';
import { findSection, meHandler, signIn, TOKEN } from './profile-helpers';

setupApiServer();
jest.setTimeout(30000);

const STATEMENT_URL = 'http://localhost/api/statement';
const DAY_MS = 86_400_000;
// Worked out here rather than with the picker's own helper, so a wrong helper cannot pass its own test.
const dhakaDay = (ms: number) => new Date(ms + 6 * 3_600_000).toISOString().slice(0, 10);
const today = () => dhakaDay(Date.now());

interface Seen {
  params: Record<string, string>;
  auth: string | null;
}

/** GET /api/statement answering a file (as the server does) after `hold` resolves; records each request. */
function statementServer(hold: Promise<void> = Promise.resolve()) {
  const seen: Seen[] = [];
  server.use(
    http.get(STATEMENT_URL, async ({ request }) => {
      const url = new URL(request.url);
      seen.push({ params: Object.fromEntries(url.searchParams), auth: request.headers.get('authorization') });
      await hold;
      const format = url.searchParams.get('format');
      const name = `statement-${url.searchParams.get('from')}-${url.searchParams.get('to')}.${format}`;
      const body = format === 'pdf' ? '%PDF-1.7\n' : '\uFEFFDate,Description\r\n';
      return new HttpResponse(body, {
        headers: { 'content-type': format === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename=${name}` },
      });
    }),
  );
  return seen;
}

let clicks: string[];
let restore: () => void;
beforeEach(() => {
  clicks = [];
  // Spies, restored after each test: URL and the anchor prototype are shared with later test files.
  const create = jest.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:statement');
  const revoke = jest.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(`${this.download} ${this.href}`);
  });
  restore = () => {
    create.mockRestore();
    revoke.mockRestore();
    click.mockRestore();
  };
});
afterEach(() => {
  restore();
  localStorage.clear();
});

async function renderStatement(lng: 'en' | 'bn' = 'en') {
  signIn();
  meHandler();
  await renderRoute('/profile', { lng });
  return findSection(lng === 'en' ? 'Account statement' : 'হিসাব বিবরণী');
}

const FROM = /^From/;
const TO = /^To/;

describe('profile statement section (issue 16)', () => {
  test('comes after the transactions, with "This month" chosen: the 1st of this month to today', async () => {
    const section = await renderStatement();
    const transactions = await findSection('My transactions');
    expect(transactions.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(section).getByRole('radiogroup', { name: 'Period' })).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'This month' })).toBeChecked();
    expect(await dateFieldText(FROM)).toBe(shownDay(`${today().slice(0, 8)}01`));
    expect(await dateFieldText(TO)).toBe(shownDay(today()));
    expect(within(section).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  });

  test('quick picks fill the days; typing a day makes the choice "Custom dates"', async () => {
    const section = await renderStatement();
    await userEvent.click(within(section).getByRole('radio', { name: 'Last month' }));
    const firstOfThisMonth = Date.parse(`${today().slice(0, 8)}01T00:00:00Z`);
    const lastOfLastMonth = new Date(firstOfThisMonth - DAY_MS).toISOString().slice(0, 10);
    expect(await dateFieldText(FROM)).toBe(shownDay(`${lastOfLastMonth.slice(0, 8)}01`));
    expect(await dateFieldText(TO)).toBe(shownDay(lastOfLastMonth));

    await userEvent.click(within(section).getByRole('radio', { name: 'This year' }));
    expect(await dateFieldText(FROM)).toBe(shownDay(`${today().slice(0, 4)}-01-01`));
    expect(await dateFieldText(TO)).toBe(shownDay(today()));

    await typeDate(FROM, '01/07/2025');
    expect(within(section).getByRole('radio', { name: 'Custom dates' })).toBeChecked();
    expect(await dateFieldText(FROM)).toBe('01/07/2025');
    expect(await dateFieldText(TO)).toBe(shownDay(today()));
  });

  test("Download PDF fetches the period's PDF with the session token and hands it to the browser", async () => {
    const seen = statementServer();
    const section = await renderStatement();
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    const from = `${today().slice(0, 8)}01`;
    await waitFor(() => expect(clicks).toEqual([`statement-${from}-${today()}.pdf blob:statement`]));
    expect(seen).toEqual([{ params: { from, to: today(), format: 'pdf' }, auth: `Bearer ${TOKEN}` }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Your statement PDF has been downloaded.');
  });

  test('Download CSV sends the custom period; the button is busy while the file is prepared', async () => {
    let release!: () => void;
    const seen = statementServer(new Promise<void>((resolve) => (release = resolve)));
    const section = await renderStatement();
    await typeDate(FROM, '01/01/2025');
    await typeDate(TO, '31/12/2025');
    // The line below the fields says the period in words.
    expect(within(section).getByText('Statement for 1 January 2025 – 31 December 2025')).toBeInTheDocument();
    const button = within(section).getByRole('button', { name: 'Download CSV' });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAccessibleName('Preparing CSV…'));
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).getByRole('status')).toHaveTextContent('Preparing CSV…');
    // A second click while busy does not start a second download.
    await userEvent.click(button);
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    release();
    await waitFor(() => expect(clicks).toEqual(['statement-2025-01-01-2025-12-31.csv blob:statement']));
    expect(seen).toEqual([{ params: { from: '2025-01-01', to: '2025-12-31', format: 'csv' }, auth: `Bearer ${TOKEN}` }]);
    await waitFor(() => expect(button).toHaveAccessibleName('Download CSV'));
    expect(button).not.toHaveAttribute('aria-busy');
    expect(within(section).getByRole('status')).toHaveTextContent('Your statement CSV has been downloaded.');
  });

  test('an invalid period is shown at the field and nothing is fetched', async () => {
    const seen = statementServer();
    const section = await renderStatement();
    await typeDate(FROM, '02/03/2026');
    await typeDate(TO, '01/03/2026');
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    expect(await within(section).findByText('The last day cannot be before the first day.')).toBeInTheDocument();
    expect(await findDateField(TO)).toHaveAttribute('aria-invalid', 'true');
    expect(await firstDatePart(TO)).toHaveFocus();
    expect(within(section).queryByText(/^Statement for/)).toBeNull();

    await clearDate(FROM);
    await userEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await within(section).findByText('Choose the first day.')).toBeInTheDocument();
    expect(await firstDatePart(FROM)).toHaveFocus();

    await typeDate(FROM, '02/03');
    await userEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await within(section).findByText('Enter a valid date.')).toBeInTheDocument();
    expect(seen).toEqual([]);
    expect(clicks).toEqual([]);
  });

  test("a refusal shows the server's message in an alert; the next try clears it", async () => {
    server.use(http.get(STATEMENT_URL, () => HttpResponse.json({ message: 'A statement can end today at the latest.', code: 'PERIOD_IN_FUTURE' }, { status: 400 })));
    const section = await renderStatement();
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('A statement can end today at the latest.');
    expect(clicks).toEqual([]);
    statementServer();
    await userEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(clicks).toHaveLength(1));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  test('a failure without a message (network) shows the fallback', async () => {
    server.use(http.get(STATEMENT_URL, () => HttpResponse.error()));
    const section = await renderStatement();
    await userEvent.click(within(section).getByRole('button', { name: 'Download CSV' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('The statement could not be downloaded. Please try again.');
  });

  test("in Bengali: the section's words, and a known refusal in Bengali", async () => {
    server.use(http.get(STATEMENT_URL, () => HttpResponse.json({ message: 'A statement can end today at the latest.', code: 'PERIOD_IN_FUTURE' }, { status: 400 })));
    const section = await renderStatement('bn');
    expect(within(section).getByRole('radiogroup', { name: 'সময়কাল' })).toBeInTheDocument();
    expect(within(section).getByRole('radio', { name: 'এই মাস' })).toBeChecked();
    for (const name of ['গত মাস', 'এই বছর', 'নিজে তারিখ বাছুন']) expect(within(section).getByRole('radio', { name })).not.toBeChecked();
    await typeDate(/^শুরুর তারিখ/, '01/01/2025');
    await typeDate(/^শেষ তারিখ/, '31/01/2025');
    expect(await dateFieldText(/^শেষ তারিখ/)).toBe('৩১/০১/২০২৫');
    expect(within(section).getByRole('radio', { name: 'নিজে তারিখ বাছুন' })).toBeChecked();
    expect(within(section).getByText('১ জানুয়ারি, ২০২৫ – ৩১ জানুয়ারি, ২০২৫ সময়ের বিবরণী')).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'PDF ডাউনলোড' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent('বিবরণী বড়জোর আজকের তারিখ পর্যন্ত নেওয়া যায়।');

    await typeDate(/^শুরুর তারিখ/, '01/01/2019');
    await userEvent.click(within(section).getByRole('button', { name: 'CSV ডাউনলোড' }));
    // The limit in Bengali digits.
    expect(await within(section).findByText('একটি বিবরণীতে সর্বোচ্চ ১,৮২৭ দিনের হিসাব থাকে।')).toBeInTheDocument();
  });

  test('the section has no axe violations, also showing errors', async () => {
    const section = await renderStatement();
    expect(await axeViolations(section)).toEqual([]);
    await clearDate(FROM);
    await userEvent.click(within(section).getByRole('button', { name: 'Download PDF' }));
    await within(section).findByText('Choose the first day.');
    expect(await axeViolations(section)).toEqual([]);
  });
});
