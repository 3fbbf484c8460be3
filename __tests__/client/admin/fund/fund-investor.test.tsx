import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FundTab } from '../../../../src/client/features/admin/fund/components/fund-tab';
import type { InvestRefusal } from '../../../../src/shared/money-types';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { manyUsers, userFixture, usersServer } from '../shell/admin-helpers';
import { renderWithProviders } from '../admin-test-utils';

setupApiServer();
jest.setTimeout(20000);

const ALLOCATE_URL = 'http://localhost/api/investment/allocate-funds';
const START = '/admin/dashboard?tab=fund';
const GREEN = projectFixture({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Bashundhara Green Residency', raisedAmount: 3480000 });
const RAHIM = userFixture({ _id: 'u-rahim', fullname: 'Rahim Uddin', email: 'rahim@example.com', availableBalance: 80000 });
const ADMIN = userFixture({ _id: 'u-admin', fullname: 'Rahima Admin', email: 'rahima@example.com', role: 'admin' });

/** The project list, the users search and POST allocate-funds answering `answer` (default: a 201 for an investor). */
function fundServer(answer?: () => Response | undefined) {
  const posts: Record<string, unknown>[] = [];
  const users = usersServer([RAHIM, ADMIN, ...manyUsers(3)]);
  server.use(
    http.get('http://localhost/api/project/list', () => HttpResponse.json({ projects: [GREEN] })),
    http.post(ALLOCATE_URL, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      posts.push(body);
      const given = answer?.();
      if (given) return given;
      return HttpResponse.json(
        {
          message: 'Investment allocated successfully',
          project: { ...GREEN, raisedAmount: GREEN.raisedAmount + Number(body.amount) },
          investment: { _id: 'i1', projectId: GREEN._id, projectTitle: GREEN.title, amount: body.amount, reference: 'INV-7K3M9Q2A', createdAt: '2026-03-05T10:00:00.000Z' },
          wallet: { availableBalance: 30000 },
        },
        { status: 201 },
      );
    }),
  );
  return { posts, users };
}

const refuse = (body: InvestRefusal) => () => HttpResponse.json(body, { status: 409 });

async function fill({ lng = 'en' as 'en' | 'bn', investor = true, amount = '50000' } = {}) {
  const en = lng === 'en';
  const project = screen.getByRole('combobox', { name: en ? 'Project' : 'প্রকল্প' });
  await waitFor(() => expect(project).toBeEnabled());
  await userEvent.selectOptions(project, 'Bashundhara Green Residency');
  await userEvent.type(screen.getByRole('textbox', { name: en ? 'Amount (BDT)' : 'পরিমাণ (টাকা)' }), amount);
  if (investor) {
    const field = screen.getByRole('combobox', { name: en ? 'Investor (optional)' : 'বিনিয়োগকারী (ঐচ্ছিক)' });
    await userEvent.type(field, 'rah');
    await userEvent.click(await screen.findByRole('option', { name: 'Rahim Uddin (rahim@example.com)' }));
  }
}

const submitButton = (lng: 'en' | 'bn' = 'en') => screen.getByRole('button', { name: lng === 'en' ? 'Allocate Funds' : 'তহবিল বরাদ্দ করুন' });

describe('fund tab: an investor (issue 15)', () => {
  test('the users are searched only once the field is opened, by name or email; admins are not offered', async () => {
    const { users } = fundServer();
    await renderWithProviders(<FundTab search="" />, { path: START });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Project' })).toBeEnabled());
    expect(users.requests).toHaveLength(0);
    await userEvent.type(screen.getByRole('combobox', { name: 'Investor (optional)' }), 'rah');
    await waitFor(() => expect(users.requests.map((p) => p.get('q'))).toContain('rah'));
    expect(await screen.findByRole('option', { name: 'Rahim Uddin (rahim@example.com)' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Rahima Admin/ })).not.toBeInTheDocument();
  });

  test("with an investor: sends userId and a key, shows the reference and the investor's new balance, stays on the tab", async () => {
    const { posts } = fundServer();
    const { location } = await renderWithProviders(<FundTab search="" />, { path: START });
    await fill();
    expect(screen.getByRole('combobox', { name: 'Investor (optional)' })).toHaveAccessibleDescription("Available in the investor's wallet: ৳80,000");
    await userEvent.click(submitButton());

    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Invested ৳50,000 for Rahim Uddin in Bashundhara Green Residency');
    expect(receipt).toHaveTextContent('Reference INV-7K3M9Q2A, 5 March 2026');
    expect(receipt).toHaveTextContent("The investor's wallet now holds ৳30,000.");
    expect(posts).toEqual([{ projectId: GREEN._id, amount: 50000, userId: 'u-rahim', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/) }]);
    expect(location.current.search).toBe('?tab=fund');
    // Ready for the next call: the form is empty again.
    expect(screen.getByRole('textbox', { name: 'Amount (BDT)' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Investor (optional)' })).toHaveValue('');
  });

  test.each<[string, InvestRefusal, string]>([
    ['INSUFFICIENT_BALANCE', { message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE', missing: 20000 }, "The investor's wallet is ৳20,000 short for this amount."],
    ['FUNDING_TARGET_REACHED (some left)', { message: 'Target reached.', code: 'FUNDING_TARGET_REACHED', remaining: 5000 }, 'The funding target takes only ৳5,000 more.'],
    [
      'FUNDING_TARGET_REACHED (full)',
      { message: 'Target reached.', code: 'FUNDING_TARGET_REACHED', remaining: 0 },
      'This project is fully funded: its funding target takes no more money.',
    ],
    ['PROJECT_CLOSED', { message: 'Closed.', code: 'PROJECT_CLOSED' }, 'This project is closed and no longer takes investments.'],
  ])('a 409 %s says so on the tab, keeps the form and sends nothing more', async (_name, body, text) => {
    const { posts } = fundServer(refuse(body));
    const { location } = await renderWithProviders(<FundTab search="" />, { path: START });
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(location.current.search).toBe('?tab=fund');
    expect(screen.getByRole('textbox', { name: 'Amount (BDT)' })).toHaveValue('50000');
    expect(posts).toHaveLength(1);
  });

  test('refusals in Bengali, with Bengali figures', async () => {
    fundServer(refuse({ message: 'Insufficient balance.', code: 'INSUFFICIENT_BALANCE', missing: 20000 }));
    await renderWithProviders(<FundTab search="" />, { path: START, lng: 'bn' });
    await fill({ lng: 'bn' });
    expect(screen.getByRole('combobox', { name: 'বিনিয়োগকারী (ঐচ্ছিক)' })).toHaveAccessibleDescription('বিনিয়োগকারীর ওয়ালেটে আছে: ৮০,০০০ টাকা');
    await userEvent.click(submitButton('bn'));
    expect(await screen.findByText('এই পরিমাণের জন্য বিনিয়োগকারীর ওয়ালেটে আরও ২০,০০০ টাকা দরকার।')).toBeInTheDocument();
  });

  test.each([
    ['en', 'This investor is deactivated: their money cannot be invested.'],
    ['bn', 'এই বিনিয়োগকারীর অ্যাকাউন্ট নিষ্ক্রিয়, তাই তাঁর টাকা বিনিয়োগ করা যাবে না।'],
  ] as const)('a deactivated investor (409 INVESTOR_DEACTIVATED) is said so (%s)', async (lng, text) => {
    fundServer(() => HttpResponse.json({ message: 'This investor is deactivated: their money cannot be invested.', code: 'INVESTOR_DEACTIVATED' }, { status: 409 }));
    await renderWithProviders(<FundTab search="" />, { path: START, lng });
    await fill({ lng });
    await userEvent.click(submitButton(lng));
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  test('a receipt in Bengali', async () => {
    fundServer();
    await renderWithProviders(<FundTab search="" />, { path: START, lng: 'bn' });
    await fill({ lng: 'bn' });
    await userEvent.click(submitButton('bn'));
    const receipt = await screen.findByRole('status');
    expect(receipt).toHaveTextContent('Rahim Uddin-এর হয়ে Bashundhara Green Residency-এ ৫০,০০০ টাকা বিনিয়োগ হয়েছে');
    expect(receipt).toHaveTextContent('বিনিয়োগকারীর ওয়ালেটে এখন আছে ৩০,০০০ টাকা।');
  });

  test('a network failure keeps the key: sending again cannot invest twice; a changed amount is a new key', async () => {
    let fail = true;
    const { posts } = fundServer(() => (fail ? HttpResponse.error() : undefined));
    await renderWithProviders(<FundTab search="" />, { path: START });
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByText('Failed to allocate funds')).toBeInTheDocument();
    await userEvent.click(submitButton());
    await waitFor(() => expect(posts).toHaveLength(2));
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);

    const amount = screen.getByRole('textbox', { name: 'Amount (BDT)' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '40000');
    fail = false;
    await userEvent.click(submitButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Invested ৳40,000');
    expect(posts).toHaveLength(3);
    expect(posts[2]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });

  test('after a refusal, a new submission gets a new key', async () => {
    let refused = true;
    const { posts } = fundServer(() => (refused ? HttpResponse.json({ message: 'Closed.', code: 'PROJECT_CLOSED' }, { status: 409 }) : undefined));
    await renderWithProviders(<FundTab search="" />, { path: START });
    await fill();
    await userEvent.click(submitButton());
    expect(await screen.findByText('This project is closed and no longer takes investments.')).toBeInTheDocument();
    refused = false;
    await userEvent.click(submitButton());
    await within(await screen.findByRole('status')).findByText(/INV-7K3M9Q2A/);
    expect(posts[1]!.idempotencyKey).not.toBe(posts[0]!.idempotencyKey);
  });
});

test('axe: the investor field, a refusal and a receipt have no violations', async () => {
  const { axeViolations } = await import('../../axe');
  let refused = true;
  fundServer(() => (refused ? HttpResponse.json({ message: 'Closed.', code: 'PROJECT_CLOSED' }, { status: 409 }) : undefined));
  const { container } = await renderWithProviders(<FundTab search="" />, { path: START });
  await fill();
  await userEvent.click(submitButton());
  await screen.findByText('This project is closed and no longer takes investments.');
  expect(await axeViolations(container)).toEqual([]);
  refused = false;
  await userEvent.click(submitButton());
  await screen.findByRole('status');
  expect(await axeViolations(container)).toEqual([]);
});
