import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../api-server';
import { axeViolations } from '../axe';
import { userFixture } from '../profile/profile-helpers';
import { invested, investAnswers, networkDown, PROJECT_ID } from './invest-fixtures';
import { dialog, inDialog, investProject, openInvest, renderProjectPage, TOKEN } from './invest-screen';

setupApiServer();
jest.setTimeout(20000);
afterEach(() => localStorage.clear());

const review = () => userEvent.click(inDialog().getByRole('button', { name: 'Review' }));
const tick = () => userEvent.click(inDialog().getByRole('checkbox', { name: /I have read the risk disclosure/ }));
const confirm = () => userEvent.click(inDialog().getByRole('button', { name: 'Confirm investment' }));

describe('invest dialog: choosing the amount', () => {
  test('offers the project options as quick picks and shows the wallet', async () => {
    await renderProjectPage();
    const field = await openInvest();
    expect(inDialog().getByRole('heading', { name: 'Invest in Bashundhara Green Residency' })).toBeInTheDocument();
    expect(inDialog().getByText('Available balance: ৳1,00,000')).toBeInTheDocument();
    const picks = inDialog().getByRole('group', { name: 'Investment options' });
    await userEvent.click(within(picks).getByRole('button', { name: '৳50,000' }));
    expect(field).toHaveValue('50,000');
    expect(within(picks).getByRole('button', { name: '৳50,000' })).toHaveAttribute('aria-pressed', 'true');
    expect(inDialog().getByText('You invest ৳50,000.')).toBeInTheDocument();
  });

  test('quick picks above the available balance are disabled, and a hint says why', async () => {
    await renderProjectPage({ user: userFixture({ availableBalance: 60000 }) });
    await openInvest();
    const picks = inDialog().getByRole('group', { name: 'Investment options' });
    expect(within(picks).getByRole('button', { name: '৳50,000' })).toBeEnabled();
    expect(within(picks).getByRole('button', { name: '৳1,00,000' })).toBeDisabled();
    expect(picks).toHaveAccessibleDescription('Amounts above your available balance (৳60,000) cannot be picked. Deposit money to invest more.');
  });

  test('takes an amount typed in Bengali digits with lakh commas', async () => {
    await renderProjectPage();
    const field = await openInvest();
    await userEvent.type(field, '৭৫,০০০');
    await review();
    expect(await inDialog().findByRole('heading', { name: 'Check your investment' })).toBeInTheDocument();
    expect(inDialog().getByText('৳75,000')).toBeInTheDocument();
  });

  test('refuses an amount below the smallest option', async () => {
    await renderProjectPage();
    const field = await openInvest();
    await userEvent.type(field, '49999');
    await review();
    expect(await inDialog().findByText('The smallest investment in this project is ৳50,000.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  test('more than the wallet says how much is missing and offers a Deposit of it', async () => {
    const { router } = await renderProjectPage({ user: userFixture({ availableBalance: 30000 }) });
    const field = await openInvest();
    await userEvent.type(field, '50000');
    await review();
    expect(await inDialog().findByText('Your available balance is ৳30,000: ৳20,000 more is needed.')).toBeInTheDocument();
    expect(inDialog().getByText('You need ৳20,000 more in your wallet for this investment.')).toBeInTheDocument();
    const deposit = inDialog().getByRole('link', { name: 'Deposit ৳20,000' });
    expect(deposit).toHaveAttribute('href', '/deposit?amount=20000');
    await userEvent.click(deposit);
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(router.state.location.search).toBe('?amount=20000');
  });

  test('no more than what the funding target leaves', async () => {
    await renderProjectPage({ project: investProject({ fundingTarget: 3_500_000, raisedAmount: 3_440_000 }) });
    const field = await openInvest();
    expect(inDialog().getByText('The funding target takes ৳60,000 more.')).toBeInTheDocument();
    await userEvent.type(field, '100000');
    await review();
    expect(await inDialog().findByText('The funding target takes only ৳60,000 more.')).toBeInTheDocument();
    // No Deposit offer: more money in the wallet would not make room in the project.
    expect(inDialog().queryByRole('link', { name: /Deposit/ })).not.toBeInTheDocument();
  });
});

describe('invest dialog: review, confirm and receipt', () => {
  test('review shows the wallet before and after, the share bought and the contract', async () => {
    await renderProjectPage({ project: investProject({ raisedAmount: 450000, investorSharePercent: 65 }) });
    await userEvent.type(await openInvest(), '50000');
    await review();
    // The focus follows the step, so a screen reader reads the review.
    expect(await inDialog().findByRole('heading', { name: 'Check your investment' })).toHaveFocus();
    const value = (label: string) => inDialog().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Project')).toBe('Bashundhara Green Residency');
    expect(value('Amount')).toBe('৳50,000');
    expect(value('Available balance now')).toBe('৳1,00,000');
    expect(value('Available balance after')).toBe('৳50,000');
    expect(value('Share of the project')).toBe('about 10%');
    // A project without a contract type names none: the ratio in plain words.
    expect(inDialog().getByText(/Your money is used in the project, and the investors receive 65% of its profit/)).toBeInTheDocument();
    expect(inDialog().queryByText(/mudarab/i)).toBeNull();
    expect(inDialog().getByText(/Losses are shared pro rata by capital, and returns are not guaranteed/)).toBeInTheDocument();
    expect(inDialog().getByRole('link', { name: 'risk disclosure' })).toHaveAttribute('href', '/risk-disclosure');
  });

  test('confirm needs the risk tick, then sends {projectId, amount, idempotencyKey} and shows the receipt', async () => {
    const sent = investAnswers(invested(50000, 50000));
    const { reads } = await renderProjectPage();
    await userEvent.type(await openInvest(), '50,000');
    await review();
    await confirm();
    expect(await inDialog().findByText('Please confirm that you have read the risk disclosure.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await tick();
    const { project: projectReads, me: meReads } = reads;
    await confirm();
    expect(await inDialog().findByText('Your investment is made')).toBeInTheDocument();
    expect(sent).toEqual([{ body: { projectId: PROJECT_ID, amount: 50000, idempotencyKey: expect.any(String) }, authorization: `Bearer ${TOKEN}` }]);
    expect(sent[0]!.body.idempotencyKey.length).toBeGreaterThanOrEqual(8);
    const value = (label: string) => inDialog().getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Reference')).toBe('INV-7K3M9Q2A');
    expect(value('Project')).toBe('Bashundhara Green Residency');
    expect(value('Amount')).toBe('৳50,000');
    expect(value('Date')).toBe('2 April 2026');
    expect(value('Available balance now')).toBe('৳50,000');
    // The page reads the project again: its raised amount has grown.
    // The page and the wallet are read again: the raised amount has grown and the balance has shrunk.
    await waitFor(() => expect(reads.project).toBeGreaterThan(projectReads));
    await waitFor(() => expect(reads.me).toBeGreaterThan(meReads));

    await userEvent.click(inDialog().getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  test('a retry after a network failure sends the same idempotency key', async () => {
    const sent = investAnswers(networkDown(), invested());
    await renderProjectPage();
    await userEvent.type(await openInvest(), '50000');
    await review();
    await tick();
    await confirm();
    expect(await inDialog().findByText('Network error. Please try again.')).toBeInTheDocument();
    await userEvent.click(inDialog().getByRole('button', { name: 'Try again' }));
    expect(await inDialog().findByText('Your investment is made')).toBeInTheDocument();
    expect(sent).toHaveLength(2);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });

  test('back from the review keeps the amount', async () => {
    await renderProjectPage();
    await userEvent.type(await openInvest(), '60000');
    await review();
    await userEvent.click(await inDialog().findByRole('button', { name: 'Back' }));
    expect(await inDialog().findByRole('textbox', { name: /^Amount to invest/ })).toHaveValue('60,000');
  });

  test('cancel closes the dialog without sending anything', async () => {
    const sent = investAnswers(invested());
    await renderProjectPage();
    await openInvest();
    await userEvent.click(inDialog().getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toHaveLength(0);
  });

  test('has no axe violations on the amount and review steps', async () => {
    await renderProjectPage();
    await userEvent.type(await openInvest(), '50000');
    expect(await axeViolations(dialog())).toEqual([]);
    await review();
    await inDialog().findByRole('heading', { name: 'Check your investment' });
    expect(await axeViolations(dialog())).toEqual([]);
  });
});
