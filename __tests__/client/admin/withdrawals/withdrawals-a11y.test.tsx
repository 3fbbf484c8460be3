import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupApiServer } from '../../api-server';
import { axeViolations } from '../../axe';
import { cleanUpAdmin, renderAdmin } from '../shell/admin-helpers';
import { BANK_WITHDRAWAL, withdrawalFixture } from './withdrawal-fixtures';
import { withdrawalsServer } from './withdrawals-server';
import '../../../../src/client/features/admin/withdrawals/components/withdrawals-tab';

setupApiServer();
afterEach(cleanUpAdmin);
// axe runs on the list, the dialog and every step: about 12 s alone, several times that on a busy 2-core CI.
jest.setTimeout(90000);

const HELD = withdrawalFixture({ hold: { reasons: ['new-payout-details', 'password-changed'], until: '2026-03-03T09:30:00.000Z' } });

describe('admin withdrawals tab accessibility (axe)', () => {
  test.each([
    ['en', true, 'a wide screen'],
    ['bn', false, 'a small screen'],
  ] as const)('%s on %s: the list with a held row, the dialog, and each step with its errors', async (lng, wide, _screen) => {
    withdrawalsServer([HELD, BANK_WITHDRAWAL]);
    const { container } = await renderAdmin('/admin/dashboard?tab=withdrawals', { lng, wide });
    const t = (en: string, bn: string) => (lng === 'en' ? en : bn);
    await screen.findAllByText('Karim Hossain', {}, { timeout: 5000 });
    expect(await axeViolations(container)).toEqual([]);

    await userEvent.click(screen.getAllByRole('button', { name: /WDR-A1B2C3D4/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: t('Mark paid', 'পরিশোধিত চিহ্নিত করুন') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('Continue', 'এগিয়ে যান') }));
    expect(within(dialog).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: t('Back', 'পেছনে') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('Reject', 'প্রত্যাখ্যান') }));
    await userEvent.click(within(dialog).getByRole('button', { name: t('Continue', 'এগিয়ে যান') }));
    expect(within(dialog).getByText(t('Please choose a reason for rejecting this withdrawal.', 'প্রত্যাখ্যানের একটি কারণ বেছে নিন।'))).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);

    await userEvent.click(within(dialog).getAllByRole('radio')[0]!);
    await userEvent.click(within(dialog).getByRole('button', { name: t('Continue', 'এগিয়ে যান') }));
    expect(within(dialog).getByRole('button', { name: t('Confirm rejection', 'প্রত্যাখ্যান নিশ্চিত করুন') })).toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
