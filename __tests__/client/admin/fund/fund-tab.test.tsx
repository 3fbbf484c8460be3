import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { FundTab } from '../../../../src/client/features/admin/fund/components/fund-tab';
import type { ProjectDto } from '../../../../src/shared/api-types';
import { projectFixture, server, setupApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';

setupApiServer();
jest.setTimeout(15000);

const PROJECT_LIST_URL = 'http://localhost/api/project/list';
const ALLOCATE_URL = 'http://localhost/api/investment/allocate-funds';
const START = '/admin/dashboard?tab=fund';

const GREEN = projectFixture({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa1', title: 'Bashundhara Green Residency', raisedAmount: 3480000, createdAt: '2026-01-01T00:00:00.000Z' });
const TEA = projectFixture({ _id: 'aaaaaaaaaaaaaaaaaaaaaaa2', title: 'Sylhet Tea Garden', raisedAmount: 0, createdAt: '2026-02-01T00:00:00.000Z' });

/** GET /api/project/list and POST allocate-funds as the server answers them; `allocate` may replace the POST's answer. */
function fundServer(projects: ProjectDto[], allocate?: () => Response | undefined) {
  const state = { projects: [...projects], lists: 0, posts: [] as unknown[] };
  server.use(
    http.get(PROJECT_LIST_URL, () => {
      state.lists += 1;
      return HttpResponse.json({ projects: state.projects });
    }),
    http.post(ALLOCATE_URL, async ({ request }) => {
      const body = (await request.json()) as { projectId: string; amount: number };
      state.posts.push(body);
      const answer = allocate?.();
      if (answer) return answer;
      state.projects = state.projects.map((p) => (p._id === body.projectId ? { ...p, raisedAmount: p.raisedAmount + body.amount } : p));
      const project = state.projects.find((p) => p._id === body.projectId);
      return HttpResponse.json({ message: 'Investment allocated successfully', project }, { status: 201 });
    }),
  );
  return state;
}

const projectSelect = () => screen.getByRole('combobox', { name: 'Project' });
const amountField = () => screen.getByRole('textbox', { name: 'Amount (BDT)' });
const submit = () => screen.getByRole('button', { name: 'Allocate Funds' });

async function ready() {
  await waitFor(() => expect(projectSelect()).toBeEnabled());
}

describe('fund tab: projects', () => {
  test('the select is disabled while projects load, then lists them newest first', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(PROJECT_LIST_URL, async () => {
        await gate;
        return HttpResponse.json({ projects: [GREEN, TEA] });
      }),
    );
    await renderWithProviders(<FundTab search="" />, { path: START });
    expect(screen.getByRole('heading', { level: 3, name: 'Allocate funds' })).toBeInTheDocument();
    expect(projectSelect()).toBeDisabled();
    expect(projectSelect()).toHaveAccessibleDescription('Loading projects...');

    release();
    await ready();
    expect(
      within(projectSelect())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a project', 'Sylhet Tea Garden', 'Bashundhara Green Residency']);
    expect(projectSelect()).toHaveValue('');
  });

  test('choosing a project shows what it has raised so far', async () => {
    fundServer([GREEN, TEA]);
    await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    expect(projectSelect()).toHaveAccessibleDescription('Raised so far: ৳34,80,000');
  });

  test('with no projects, says so and the select stays disabled', async () => {
    fundServer([]);
    await renderWithProviders(<FundTab search="" />, { path: START });
    await waitFor(() => expect(projectSelect()).toHaveAccessibleDescription('No projects available.'));
    expect(projectSelect()).toBeDisabled();
  });

  test("a projects load failure shows 'Error: {message}', and Retry loads them", async () => {
    server.use(http.get(PROJECT_LIST_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<FundTab search="" />, { path: START });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Only administrators can do this.');
    expect(projectSelect()).toBeDisabled();

    fundServer([GREEN]);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await ready();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('fund tab: the form', () => {
  test("nothing chosen or typed says 'Please select a project' and 'Please enter a valid amount', and sends nothing", async () => {
    const state = fundServer([GREEN]);
    await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    await userEvent.click(submit());
    await waitFor(() => expect(projectSelect()).toHaveAccessibleDescription('Please select a project'));
    expect(amountField()).toHaveAccessibleDescription('Please enter a valid amount');
    expect(projectSelect()).toHaveAttribute('aria-invalid', 'true');
    expect(amountField()).toHaveAttribute('aria-invalid', 'true');
    expect(state.posts).toHaveLength(0);
  });

  test('the amount keeps digits only, and zero is not a valid amount', async () => {
    const state = fundServer([GREEN]);
    await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    expect(amountField()).toHaveAccessibleDescription('Whole taka, digits only.');
    await userEvent.type(amountField(), '-1a2,5.0x0');
    expect(amountField()).toHaveValue('12500');
    expect(amountField()).toHaveAccessibleDescription('You are allocating ৳12,500.');

    await userEvent.clear(amountField());
    await userEvent.type(amountField(), '000');
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    await userEvent.click(submit());
    await waitFor(() => expect(amountField()).toHaveAccessibleDescription('Please enter a valid amount'));
    expect(state.posts).toHaveLength(0);
  });

  test('sends {projectId, amount} as a number, toasts, goes to /admin/dashboard and refreshes the projects', async () => {
    const state = fundServer([GREEN, TEA]);
    const { location } = await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    expect(state.lists).toBe(1);
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    await userEvent.type(amountField(), '50000');
    await userEvent.click(submit());

    expect(await screen.findByText('Investment allocated successfully')).toBeInTheDocument();
    // The company's own co-investment: no userId; a key per submission (issue 15).
    expect(state.posts).toEqual([{ projectId: GREEN._id, amount: 50000, idempotencyKey: expect.any(String) }]);
    expect(location.current.pathname).toBe('/admin/dashboard');
    expect(location.current.search).toBe('');
    // Raised amounts shown anywhere come from the refreshed list.
    await waitFor(() => expect(state.lists).toBe(2));
  });

  test("a refusal shows the server's message and stays on the tab", async () => {
    const state = fundServer([GREEN], () => HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 }));
    const { location } = await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByText('Project not found.')).toBeInTheDocument();
    expect(location.current.search).toBe('?tab=fund');
    expect(amountField()).toHaveValue('100');
    expect(state.posts).toHaveLength(1);
  });

  test("a failure without a message shows 'Failed to allocate funds'", async () => {
    fundServer([GREEN], () => HttpResponse.error());
    await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByText('Failed to allocate funds')).toBeInTheDocument();
  });

  test('the button says Allocating... and is disabled while sending', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    fundServer([GREEN]);
    server.use(
      http.post(ALLOCATE_URL, async () => {
        await gate;
        return HttpResponse.json({ message: 'Investment allocated successfully', project: GREEN }, { status: 201 });
      }),
    );
    await renderWithProviders(<FundTab search="" />, { path: START });
    await ready();
    await userEvent.selectOptions(projectSelect(), 'Bashundhara Green Residency');
    await userEvent.type(amountField(), '100');
    await userEvent.click(submit());
    expect(await screen.findByRole('button', { name: 'Allocating...' })).toBeDisabled();
    release();
    expect(await screen.findByText('Investment allocated successfully')).toBeInTheDocument();
  });
});

describe('fund tab in Bengali', () => {
  test('labels, both rules, Bengali digits, the raised amount and the toasts are Bengali', async () => {
    let fail = true;
    const state = fundServer([GREEN], () => (fail ? HttpResponse.json({ message: 'Project not found.', code: 'PROJECT_NOT_FOUND' }, { status: 404 }) : undefined));
    const { location } = await renderWithProviders(<FundTab search="" />, { path: START, lng: 'bn' });
    expect(screen.getByRole('heading', { level: 3, name: 'তহবিল বরাদ্দ' })).toBeInTheDocument();
    const select = screen.getByRole('combobox', { name: 'প্রকল্প' });
    await waitFor(() => expect(select).toBeEnabled());
    const amount = screen.getByRole('textbox', { name: 'পরিমাণ (টাকা)' });
    const button = screen.getByRole('button', { name: 'তহবিল বরাদ্দ করুন' });

    await userEvent.click(button);
    await waitFor(() => expect(select).toHaveAccessibleDescription('একটি প্রকল্প বেছে নিন'));
    expect(amount).toHaveAccessibleDescription('সঠিক পরিমাণ লিখুন');

    await userEvent.selectOptions(select, 'Bashundhara Green Residency');
    expect(select).toHaveAccessibleDescription('এ পর্যন্ত সংগৃহীত: ৩৪,৮০,০০০ টাকা');
    await userEvent.type(amount, '৫০,০০০');
    expect(amount).toHaveValue('৫০০০০');
    await userEvent.click(button);
    expect(await screen.findByText('প্রকল্পটি পাওয়া যায়নি।')).toBeInTheDocument();

    fail = false;
    await userEvent.click(button);
    expect(await screen.findByText('তহবিল বরাদ্দ হয়েছে')).toBeInTheDocument();
    expect(state.posts).toEqual([
      { projectId: GREEN._id, amount: 50000, idempotencyKey: expect.any(String) },
      { projectId: GREEN._id, amount: 50000, idempotencyKey: expect.any(String) },
    ]);
    expect(location.current.pathname).toBe('/admin/dashboard');
  });

  test('a failure without a message and a projects load failure are Bengali', async () => {
    server.use(http.get(PROJECT_LIST_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    const first = await renderWithProviders(<FundTab search="" />, { path: START, lng: 'bn' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ত্রুটি: শুধু অ্যাডমিনরা এটি করতে পারেন।');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
    first.unmount();

    fundServer([GREEN], () => HttpResponse.error());
    await renderWithProviders(<FundTab search="" />, { path: START, lng: 'bn' });
    const select = screen.getByRole('combobox', { name: 'প্রকল্প' });
    await waitFor(() => expect(select).toBeEnabled());
    await userEvent.selectOptions(select, 'Bashundhara Green Residency');
    await userEvent.type(screen.getByRole('textbox', { name: 'পরিমাণ (টাকা)' }), '১০০');
    await userEvent.click(screen.getByRole('button', { name: 'তহবিল বরাদ্দ করুন' }));
    expect(await screen.findByText('তহবিল বরাদ্দ করা যায়নি')).toBeInTheDocument();
  });
});
