import { screen } from '@testing-library/react';
import { DoneStep } from '../../../src/client/features/withdraw/components/done-step';
import { renderWithProviders } from '../admin/admin-test-utils';
import { withdrawalResponse } from './withdraw-fixtures';

const HELD = { reasons: ['new-payout-details', 'password-changed'] as const, until: '2026-03-06T10:00:00.000Z' };

describe('the done step tells the investor about a safety hold', () => {
  test('held: why, and what to do if it was not them', async () => {
    await renderWithProviders(<DoneStep receipt={withdrawalResponse({ hold: { ...HELD, reasons: [...HELD.reasons] } })} onClose={() => {}} />);
    expect(screen.getByText('An extra check for your safety')).toBeInTheDocument();
    expect(screen.getByText('This is the first payout to these account details.')).toBeInTheDocument();
    expect(screen.getByText('Your password was changed in the last 24 hours.')).toBeInTheDocument();
    expect(screen.queryByText('Your email address was changed in the last 24 hours.')).not.toBeInTheDocument();
    expect(screen.getByText(/If you did not ask for this withdrawal, cancel it under My withdrawals/)).toBeInTheDocument();
  });

  test('held, in Bengali', async () => {
    await renderWithProviders(<DoneStep receipt={withdrawalResponse({ hold: { reasons: ['email-changed'], until: HELD.until } })} onClose={() => {}} />, { lng: 'bn' });
    expect(screen.getByText('আপনার নিরাপত্তার জন্য বাড়তি যাচাই')).toBeInTheDocument();
    expect(screen.getByText('গত ২৪ ঘণ্টার মধ্যে আপনার ইমেইল ঠিকানা বদলানো হয়েছে।')).toBeInTheDocument();
  });

  test('not held: no such notice', async () => {
    await renderWithProviders(<DoneStep receipt={withdrawalResponse()} onClose={() => {}} />);
    expect(screen.getByText('Your withdrawal is requested')).toBeInTheDocument();
    expect(screen.queryByText('An extra check for your safety')).not.toBeInTheDocument();
  });
});
