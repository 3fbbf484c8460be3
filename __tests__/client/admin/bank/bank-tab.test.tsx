import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { BankTab } from '../../../../src/client/features/admin/bank/components/bank-tab';
import type { BankInfoDto } from '../../../../src/shared/api-types';
import { server, useApiServer } from '../../api-server';
import { renderWithProviders } from '../admin-test-utils';

useApiServer();
jest.setTimeout(15000);

const BANK_URL = 'http://localhost/api/bank';

function bankFixture(overrides: Partial<BankInfoDto> = {}): BankInfoDto {
  return {
    _id: 'b1',
    bankName: 'Islami Bank Bangladesh PLC',
    accountNumber: '2050 1234 5678',
    accountName: 'Halal Invest Ltd',
    instruction: 'Write your email in the transfer reference.',
    updatedAt: '2026-03-01T00:00:00.000Z',
    detailsChangedAt: null,
    isDemo: false,
    ...overrides,
  };
}

const MISSING = () => HttpResponse.json({ message: 'No bank information available.', code: 'BANK_INFO_MISSING' }, { status: 404 });

/** GET, POST and PUT /api/bank as the server answers them; `save` may replace a save's answer. Records saves. */
function bankServer(initial: BankInfoDto | null, save?: () => Response | undefined) {
  const state = { bank: initial, gets: 0, saves: [] as { method: string; url: string; body: Record<string, unknown> }[] };
  const onSave = async (request: Request, status: number) => {
    const body = (await request.json()) as Record<string, string>;
    state.saves.push({ method: request.method, url: request.url, body });
    const answer = save?.();
    if (answer) return answer;
    state.bank = { _id: state.bank?._id ?? 'b-new', ...(body as unknown as Omit<BankInfoDto, '_id' | 'updatedAt'>), updatedAt: '2026-04-10T00:00:00.000Z', detailsChangedAt: null, isDemo: false };
    return HttpResponse.json({ bankInfo: state.bank }, { status });
  };
  server.use(
    http.get(BANK_URL, () => {
      state.gets += 1;
      return state.bank ? HttpResponse.json({ bankInfo: state.bank }) : MISSING();
    }),
    http.post(BANK_URL, ({ request }) => onSave(request, 201)),
    http.put(`${BANK_URL}/:id`, ({ request }) => onSave(request, 200)),
  );
  return state;
}

const field = (name: string) => screen.getByRole('textbox', { name });

describe('bank tab: loading', () => {
  test('shows a loading status, then the saved details in the form with Update', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get(BANK_URL, async () => {
        await gate;
        return HttpResponse.json({ bankInfo: bankFixture() });
      }),
    );
    await renderWithProviders(<BankTab search="" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Bank details' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading bank details...');

    release();
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(field('Bank name')).toHaveValue('Islami Bank Bangladesh PLC');
    expect(field('Account number')).toHaveValue('2050 1234 5678');
    expect(field('Account name')).toHaveValue('Halal Invest Ltd');
    expect(field('Bank instruction')).toHaveValue('Write your email in the transfer reference.');
    expect(screen.getByText('Last updated 1 March 2026')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();
  });

  test("a load failure shows 'Failed to load bank details.' and Retry loads them", async () => {
    server.use(http.get(BANK_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<BankTab search="" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load bank details.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    bankServer(bankFixture());
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(field('Bank name')).toHaveValue('Islami Bank Bangladesh PLC');
  });
});

describe('bank tab: the empty and failed states (spec section 8)', () => {
  test("with none saved: exactly 'No bank information available.', the hint to add them on its own line", async () => {
    bankServer(null);
    await renderWithProviders(<BankTab search="" />);
    const none = await screen.findByText('No bank information available.');
    const hint = screen.getByText('Add the details below.');
    expect(none).not.toBe(hint);
    expect(none).not.toContainElement(hint);
    expect(hint).not.toContainElement(none);
  });

  test("a server failure, after the retries, shows 'Failed to load bank details.' with Retry", async () => {
    server.use(http.get(BANK_URL, () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 })));
    await renderWithProviders(<BankTab search="" />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to load bank details.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByText('No bank information available.')).not.toBeInTheDocument();
  });
});

describe('bank tab: adding the first details', () => {
  test("with none saved: says so, offers Add, POSTs the trimmed details, toasts, then offers Update", async () => {
    const state = bankServer(null);
    await renderWithProviders(<BankTab search="" />);
    expect(await screen.findByText('No bank information available.')).toBeInTheDocument();
    for (const name of ['Bank name', 'Account number', 'Account name', 'Bank instruction']) expect(field(name)).toHaveValue('');

    await userEvent.type(field('Bank name'), ' Dutch-Bangla Bank ');
    await userEvent.type(field('Account number'), '১২৩-৪৫৬');
    await userEvent.type(field('Account name'), 'Halal Invest Ltd');
    await userEvent.type(field('Bank instruction'), 'Use your email as reference.');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
    expect(state.saves).toEqual([
      {
        method: 'POST',
        url: BANK_URL,
        body: { bankName: 'Dutch-Bangla Bank', accountNumber: '123-456', accountName: 'Halal Invest Ltd', instruction: 'Use your email as reference.' },
      },
    ]);
    expect(await screen.findByRole('button', { name: 'Update' })).toBeInTheDocument();
    expect(screen.queryByText('No bank information available.')).not.toBeInTheDocument();
    expect(screen.queryByText('Add the details below.')).not.toBeInTheDocument();
    expect(field('Bank name')).toHaveValue('Dutch-Bangla Bank');
  });
});

describe('bank tab: updating', () => {
  test('PUTs all four fields to /api/bank/:id and toasts success', async () => {
    const state = bankServer(bankFixture());
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    await userEvent.clear(field('Bank instruction'));
    await userEvent.type(field('Bank instruction'), 'New instruction');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    // Changed details are saved only once the admin confirms them (issue 14).
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
    expect(state.saves).toEqual([
      {
        method: 'PUT',
        url: `${BANK_URL}/b1`,
        body: { bankName: 'Islami Bank Bangladesh PLC', accountNumber: '2050 1234 5678', accountName: 'Halal Invest Ltd', instruction: 'New instruction' },
      },
    ]);
    await waitFor(() => expect(screen.getByText('Last updated 10 April 2026')).toBeInTheDocument());
  });

  test("an empty (or blank) instruction says 'Bank instruction cannot be empty' and sends nothing", async () => {
    const state = bankServer(bankFixture());
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    await userEvent.clear(field('Bank instruction'));
    await userEvent.type(field('Bank instruction'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Bank instruction cannot be empty')).toBeInTheDocument();
    expect(field('Bank instruction')).toHaveAccessibleDescription('Bank instruction cannot be empty');
    expect(field('Bank instruction')).toHaveAttribute('aria-invalid', 'true');
    expect(state.saves).toHaveLength(0);
  });

  test('every field is required, and the account number takes digits, spaces and dashes only', async () => {
    const state = bankServer(bankFixture());
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    for (const name of ['Bank name', 'Account number', 'Account name']) await userEvent.clear(field(name));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('Bank name is required.')).toBeInTheDocument();
    expect(screen.getByText('Account number is required.')).toBeInTheDocument();
    expect(screen.getByText('Account name is required.')).toBeInTheDocument();

    await userEvent.type(field('Account number'), 'AB-12');
    expect(await screen.findByText('Account number may contain only digits, spaces and dashes.')).toBeInTheDocument();
    expect(state.saves).toHaveLength(0);
  });

  test("a failed save toasts 'Failed to update bank details' and keeps what was typed", async () => {
    const state = bankServer(bankFixture(), () => HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }));
    await renderWithProviders(<BankTab search="" />);
    await screen.findByRole('button', { name: 'Update' });
    await userEvent.clear(field('Account name'));
    await userEvent.type(field('Account name'), 'Halal Invest Limited');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to update bank details')).toBeInTheDocument();
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
    expect(screen.queryByText('Bank details updated successfully')).not.toBeInTheDocument();
    expect(state.saves).toHaveLength(1); // a failed save is never repeated by itself
    expect(field('Account name')).toHaveValue('Halal Invest Limited');
    expect(screen.getByRole('button', { name: 'Update' })).toBeEnabled();
  });

  test('the button says Saving... and the fields are locked while saving', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    bankServer(bankFixture());
    server.use(
      http.put(`${BANK_URL}/:id`, async () => {
        await gate;
        return HttpResponse.json({ bankInfo: bankFixture() });
      }),
    );
    await renderWithProviders(<BankTab search="" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(field('Bank name')).toBeDisabled();
    release();
    expect(await screen.findByText('Bank details updated successfully')).toBeInTheDocument();
  });
});

describe('bank tab in Bengali', () => {
  test('labels, buttons, the empty-instruction rule and the toasts are Bengali', async () => {
    let fail = true;
    bankServer(bankFixture(), () => (fail ? HttpResponse.json({ message: 'Database unavailable' }, { status: 503 }) : undefined));
    await renderWithProviders(<BankTab search="" />, { lng: 'bn' });
    expect(screen.getByRole('heading', { level: 3, name: 'ব্যাংকের তথ্য' })).toBeInTheDocument();
    const update = await screen.findByRole('button', { name: 'হালনাগাদ করুন' });
    expect(screen.getByText('সর্বশেষ হালনাগাদ ১ মার্চ, ২০২৬')).toBeInTheDocument();
    const instruction = field('ব্যাংক নির্দেশনা');
    await userEvent.clear(instruction);
    await userEvent.click(update);
    expect(await screen.findByText('ব্যাংক নির্দেশনা খালি রাখা যাবে না')).toBeInTheDocument();

    await userEvent.type(instruction, 'রেফারেন্সে আপনার ইমেইল লিখুন।');
    await userEvent.click(update);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await screen.findByText('ব্যাংকের তথ্য হালনাগাদ করা যায়নি')).toBeInTheDocument();
    fail = false;
    await userEvent.click(update);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'নিশ্চিত করুন' }));
    expect(await screen.findByText('ব্যাংকের তথ্য সফলভাবে হালনাগাদ হয়েছে')).toBeInTheDocument();
  });

  test('with none saved, the form offers যোগ করুন; a load failure is Bengali', async () => {
    bankServer(null);
    const first = await renderWithProviders(<BankTab search="" />, { lng: 'bn' });
    expect(await screen.findByRole('button', { name: 'যোগ করুন' })).toBeInTheDocument();
    expect(screen.getByText('কোনো ব্যাংকের তথ্য নেই।')).toBeInTheDocument();
    expect(screen.getByText('নিচে তথ্য যোগ করুন।')).toBeInTheDocument();
    first.unmount();

    server.use(http.get(BANK_URL, () => HttpResponse.json({ message: 'Only administrators can do this.', code: 'FORBIDDEN' }, { status: 403 })));
    await renderWithProviders(<BankTab search="" />, { lng: 'bn' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ব্যাংকের তথ্য লোড করা যায়নি।');
    expect(within(alert).getByRole('button', { name: 'আবার চেষ্টা করুন' })).toBeInTheDocument();
  });
});
