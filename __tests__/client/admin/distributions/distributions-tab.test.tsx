import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DistributionsTab } from '../../../../src/client/features/admin/distributions/components/distributions-tab';
import { setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { resetScreen, setScreen } from '../../home/home-test-helpers';
import { renderWithProviders } from '../admin-test-utils';
import { postedFixture, previewFixture } from './distribution-fixtures';
import { distributionsServer, PROJECT } from './distributions-server';
import { dateFieldText, typeDate } from '../../date-input';

setupApiServer();
jest.setTimeout(30000);

const REFUSED = { status: 409, body: { message: 'Period overlaps distribution 2026-11-01..2026-11-10.', code: 'PERIOD_ALREADY_DISTRIBUTED' } };

async function fillForm({ amount = '১,০০,০০০', note = 'November rent' } = {}) {
  const project = await screen.findByRole('combobox', { name: 'Project' });
  await waitFor(() => expect(project).toBeEnabled());
  await userEvent.selectOptions(project, 'Bashundhara Green Residency');
  await typeDate(/Period start/, '01/11/2026');
  await typeDate(/Period end/, '25/11/2026');
  await userEvent.type(screen.getByRole('textbox', { name: /Amount/ }), amount);
  await userEvent.type(screen.getByRole('textbox', { name: /Note/ }), note);
}

const lines = () => within(screen.getByRole('list', { name: /Each holder's share|প্রত্যেক অংশীদারের ভাগ/ })).getAllByRole('listitem');
const term = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('admin distributions tab', () => {
  test('the preview shows every holder, the pool, the company share and a total equal to the amount', async () => {
    const requests = distributionsServer();
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    await screen.findByRole('heading', { name: 'Preview: nothing is posted yet' });
    expect(requests.preview).toEqual([{ periodStart: '2026-11-01', periodEnd: '2026-11-25', kind: 'profit', amount: 100000, note: 'November rent' }]);
    expect(lines().map((line) => line.querySelector('p')?.textContent)).toEqual(['Rahim Uddin', 'Company (own holding)', 'Karima Begum']);
    expect(lines()[0]).toHaveTextContent('Capital৳5,00,000');
    expect(lines()[0]).toHaveTextContent('Days held25');
    expect(lines()[0]).toHaveTextContent('Weight1,25,00,000');
    expect(lines()[0]).toHaveTextContent('Share৳43,750');
    expect(term("Holders' pool")).toBe('৳70,000');
    expect(term("Company's share")).toBe('৳30,000');
    expect(term('Total (equals the amount)')).toBe('৳1,00,000');
    expect(screen.getByText('3 holders')).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  test('posting sends a key and shows the reference; New starts again', async () => {
    const requests = distributionsServer();
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Post profit' }));

    expect(await screen.findByText('Profit of ৳1,00,000 shared. Reference DIS-D1570000.')).toBeInTheDocument();
    expect(requests.post).toEqual([{ ...(requests.preview[0] as object), idempotencyKey: expect.stringMatching(/^.{8,64}$/) }]);
    // The project's past distributions are read again, now with the new one.
    await waitFor(() => expect(requests.list).toBe(2));
    await userEvent.click(screen.getByRole('button', { name: 'New distribution' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('');
  });

  test('Back from the preview returns to the form with the values as typed', async () => {
    distributionsServer();
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));

    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('১,০০,০০০');
    expect(screen.getByRole('textbox', { name: /Note/ })).toHaveValue('November rent');
    expect(await dateFieldText(/Period start/)).toBe('01/11/2026');
    expect(await dateFieldText(/Period end/)).toBe('25/11/2026');
    expect(screen.getByRole('combobox', { name: 'Project' })).toHaveDisplayValue('Bashundhara Green Residency');
  });

  test('a period already distributed (409) is said clearly and the values stay', async () => {
    distributionsServer({ preview: [REFUSED] });
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/This period overlaps a distribution already posted for this project/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('১,০০,০০০');
    expect(await dateFieldText(/Period start/)).toBe('01/11/2026');
  });

  test('a post refused with 409 offers only Back, which keeps the values; a lost answer is retried with the same key', async () => {
    const requests = distributionsServer({ post: [{ status: 503, body: { message: 'The service is busy.', code: 'DATABASE_BUSY' } }, REFUSED] });
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Post profit' }));
    expect(await screen.findByText('The service is busy.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/This period overlaps/)).toBeInTheDocument();
    const [first, second] = requests.post as Array<{ idempotencyKey: string }>;
    expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post profit' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('textbox', { name: /Amount/ })).toHaveValue('১,০০,০০০');
  });

  test('the form refuses what the shared schema refuses, in words', async () => {
    const requests = distributionsServer();
    await renderWithProviders(<DistributionsTab />);
    await fillForm({ amount: '12.345' });
    await typeDate(/Period end/, '31/10/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));

    expect(await screen.findByText(/Enter an amount above zero with at most 2 decimals/)).toBeInTheDocument();
    expect(screen.getByText('The period must end on or after its first day.')).toBeInTheDocument();
    expect(requests.preview).toHaveLength(0);
  });

  test('with 10,000 holders only the lines in view (plus a few) are in the page, each knowing its place', async () => {
    const many = Array.from({ length: 10_000 }, (_, i) => ({ userId: `u${i + 1}`, fullname: `Investor ${i + 1}`, capital: 1000, days: 25, weight: 25000, amount: 7 }));
    distributionsServer({ preview: [{ status: 200, body: { distribution: previewFixture({ investorPool: 70000, lines: many }) } }] });
    await renderWithProviders(<DistributionsTab />);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('heading', { name: 'Preview: nothing is posted yet' });

    expect(screen.getByText('10,000 holders')).toBeInTheDocument();
    expect(lines().length).toBeLessThanOrEqual(10);
    expect(lines()[0]).toHaveTextContent('Investor 1');
    expect(lines()[0]).toHaveAttribute('aria-setsize', '10000');
  });

  test('a line is as tall as its figures: two rows of them on a phone, one row (a shorter card) from the sm width', async () => {
    distributionsServer();
    const heightAt = async (wide: boolean) => {
      setScreen(wide);
      const view = await renderWithProviders(<DistributionsTab />);
      await fillForm();
      await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
      const list = await screen.findByRole('list', { name: /Each holder's share/ });
      const height = [list.style.height, lines()[1]!.style.transform];
      view.unmount();
      resetScreen();
      return height;
    };
    expect(await heightAt(false)).toEqual([`${3 * 92}px`, 'translateY(92px)']);
    expect(await heightAt(true)).toEqual([`${3 * 66}px`, 'translateY(66px)']);
  });

  test('past distributions list their figures; Reverse needs a reason', async () => {
    const reversed = postedFixture({
      _id: 'd15700000000000000000000',
      reference: 'DIS-D1570000',
      periodStart: '2026-10-01',
      periodEnd: '2026-10-31',
      reversedAt: '2026-11-02T08:00:00.000Z',
      reversalReason: 'Wrong amount',
    });
    const live = postedFixture({ _id: 'e25800000000000000000000', reference: 'DIS-E2580000', kind: 'loss', amount: 20000, investorPool: 20000, companyShare: 0 });
    const { lines: _a, ...reversedRow } = reversed;
    const { lines: _b, ...liveRow } = live;
    const requests = distributionsServer({ list: [liveRow, reversedRow] });
    await renderWithProviders(<DistributionsTab />);
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');

    const past = await screen.findByRole('region', { name: 'Past distributions' });
    const cards = await within(past).findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Loss');
    expect(cards[0]).toHaveTextContent('DIS-E2580000');
    expect(cards[1]).toHaveTextContent('Reversed on 2 November 2026');
    expect(cards[1]).toHaveTextContent('Reason: Wrong amount');
    expect(within(cards[1]!).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();

    await userEvent.click(within(cards[0]!).getByRole('button', { name: 'Reverse DIS-E2580000' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse DIS-E2580000' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('Give a reason for reversing this distribution.')).toBeInTheDocument();
    expect(requests.reverse).toHaveLength(0);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Counted twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.reverse).toEqual([{ reason: 'Counted twice' }]);
    expect(await screen.findByText('The distribution was reversed.')).toBeInTheDocument();
  });

  test('a distribution still posting shows its progress and no Reverse, and the list is read again until it is done', async () => {
    const { lines: _lines, ...row } = postedFixture();
    const moving = { ...row, posting: { linesPosted: 40000, linesTotal: 100000 } };
    let posted = false;
    const requests = distributionsServer({ list: () => (posted ? [row] : [moving]) });
    await renderWithProviders(<DistributionsTab />);
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');
    const past = await screen.findByRole('region', { name: 'Past distributions' });
    const progress = await within(past).findByRole('progressbar', { name: 'Posting to the holders, line by line: 40,000 / 1,00,000' });
    expect(progress).toHaveAttribute('aria-valuenow', '40');
    expect(within(past).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
    const readBefore = requests.list;
    posted = true;
    // Polled every 2 s while it moves; once done the card offers Reverse again.
    expect(await within(past).findByRole('button', { name: 'Reverse DIS-D1570000' }, { timeout: 8000 })).toBeInTheDocument();
    expect(within(past).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(requests.list).toBeGreaterThan(readBefore);
  });

  test('a reversal the server refuses (409 ALREADY_REVERSED) is said clearly and the dialog stays open', async () => {
    const { lines: _lines, ...row } = postedFixture();
    distributionsServer({ list: [row], reverse: { status: 409, body: { message: 'Already reversed.', code: 'ALREADY_REVERSED' } } });
    await renderWithProviders(<DistributionsTab />);
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');
    await userEvent.click(await screen.findByRole('button', { name: 'Reverse DIS-D1570000' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Counted twice');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reverse' }));
    expect(await within(dialog).findByText('This distribution has already been reversed.')).toBeInTheDocument();
  });

  test('a completed project lists its distributions without Reverse: the server refuses to reverse them', async () => {
    const { lines: _lines, ...row } = postedFixture();
    distributionsServer({ project: { ...PROJECT, status: 'completed', completedAt: '2026-11-25T09:00:00.000Z' }, list: [row] });
    await renderWithProviders(<DistributionsTab />);
    const project = await screen.findByRole('combobox', { name: 'Project' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency (completed)');

    const past = await screen.findByRole('region', { name: 'Past distributions' });
    const [card] = await within(past).findAllByRole('listitem');
    expect(card).toHaveTextContent('DIS-D1570000');
    expect(within(card!).queryByRole('button', { name: /Reverse/ })).not.toBeInTheDocument();
  });

  test('a reversal refused because the project was completed meanwhile says so, not that it takes no distributions', async () => {
    const { lines: _lines, ...row } = postedFixture();
    const refusal = { message: 'This project is completed: its capital has been returned, so its distributions can no longer be reversed.', code: 'PROJECT_COMPLETED' };
    distributionsServer({ list: [row], reverse: { status: 409, body: refusal } });
    await renderWithProviders(<DistributionsTab />, { lng: 'bn' });
    const project = await screen.findByRole('combobox', { name: 'প্রকল্প' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');
    await userEvent.click(await screen.findByRole('button', { name: 'DIS-D1570000 ফেরান' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /কারণ/ }), 'ভুল হিসাব');
    await userEvent.click(within(dialog).getByRole('button', { name: 'ফেরান' }));
    expect(await within(dialog).findByText('এই প্রকল্পটি সমাপ্ত: মূলধন ফেরত দেওয়া হয়েছে, তাই এর বণ্টন আর ফেরানো যায় না।')).toBeInTheDocument();
  });

  test('in Bengali: Bengali digits with ৳, the company line named in Bengali', async () => {
    distributionsServer({ preview: [{ status: 200, body: { distribution: previewFixture() } }] });
    await renderWithProviders(<DistributionsTab />, { lng: 'bn' });
    const project = await screen.findByRole('combobox', { name: 'প্রকল্প' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');
    await userEvent.type(screen.getByRole('textbox', { name: /পরিমাণ/ }), '১,০০,০০০');
    await userEvent.click(screen.getByRole('button', { name: 'প্রিভিউ দেখুন' }));

    await screen.findByRole('heading', { name: 'প্রিভিউ: এখনো কিছু পোস্ট হয়নি' });
    expect(term('অংশীদারদের মোট ভাগ')).toBe('৭০,০০০ টাকা');
    expect(term('মোট (পরিমাণের সমান)')).toBe('১,০০,০০০ টাকা');
    expect(screen.getByText('কোম্পানি (নিজস্ব বিনিয়োগ)')).toBeInTheDocument();
    expect(screen.getByText('৩ জন অংশীদার')).toBeInTheDocument();
    expect(lines()[0]).toHaveTextContent('মূলধন৫,০০,০০০ টাকা');
    expect(lines()[0]).toHaveTextContent('দিন২৫');
  });

  test('in Bengali a refusal code is shown in Bengali', async () => {
    distributionsServer({ preview: [REFUSED] });
    await renderWithProviders(<DistributionsTab />, { lng: 'bn' });
    const project = await screen.findByRole('combobox', { name: 'প্রকল্প' });
    await waitFor(() => expect(project).toBeEnabled());
    await userEvent.selectOptions(project, 'Bashundhara Green Residency');
    await userEvent.type(screen.getByRole('textbox', { name: /পরিমাণ/ }), '৫০০০');
    await userEvent.click(screen.getByRole('button', { name: 'প্রিভিউ দেখুন' }));
    expect(await screen.findByText(/এই প্রকল্পের আগের একটি বণ্টনে পড়ে গেছে/)).toBeInTheDocument();
  });
});
