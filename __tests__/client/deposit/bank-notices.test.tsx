import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { BankNotices, changedRecently } from '../../../src/client/features/deposit/components/bank-notices';
import { makeTestI18n } from '../test-utils';

const DAY = 24 * 60 * 60 * 1000;

async function renderNotices(bank: { isDemo: boolean; detailsChangedAt: string | null }, lng: 'en' | 'bn' = 'en') {
  const i18n = await makeTestI18n(lng);
  return render(
    <I18nextProvider i18n={i18n}>
      <BankNotices bank={bank} />
    </I18nextProvider>,
  );
}

describe('deposit screen notices about the payment details (issue 14)', () => {
  test('a change within the last 7 days shows "These payment details changed on <date>"', async () => {
    const at = new Date(Date.now() - 2 * DAY).toISOString();
    await renderNotices({ isDemo: false, detailsChangedAt: at });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(/^These payment details changed on \d{1,2} \w+ \d{4}\. Check them before you send money\.$/);
  });

  test('no notice for a change 7 or more days ago, or none at all, when the details are not demo ones', async () => {
    const { container, rerender } = await renderNotices({ isDemo: false, detailsChangedAt: new Date(Date.now() - 8 * DAY).toISOString() });
    expect(container).toBeEmptyDOMElement();
    rerender(<BankNotices bank={{ isDemo: false, detailsChangedAt: null }} />);
    expect(container).toBeEmptyDOMElement();
  });

  test('changedRecently: inside 7 days only, not in the future, not for bad dates', () => {
    const now = Date.parse('2026-03-10T12:00:00.000Z');
    expect(changedRecently('2026-03-10T11:00:00.000Z', now)).toBe(true);
    expect(changedRecently('2026-03-03T12:00:00.001Z', now)).toBe(true);
    expect(changedRecently('2026-03-03T12:00:00.000Z', now)).toBe(false);
    expect(changedRecently('2026-03-11T12:00:00.000Z', now)).toBe(false);
    expect(changedRecently('nonsense', now)).toBe(false);
    expect(changedRecently(null, now)).toBe(false);
  });

  test('demo details carry a warning not to send money', async () => {
    await renderNotices({ isDemo: true, detailsChangedAt: null });
    expect(screen.getByRole('alert')).toHaveTextContent('These are demo payment details for trying out the site. Do not send any money to them.');
  });

  test('in Bengali: the demo warning', async () => {
    await renderNotices({ isDemo: true, detailsChangedAt: '2026-03-09T00:00:00.000Z' }, 'bn');
    const alerts = screen.getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('এগুলো সাইটটি দেখার জন্য নমুনা (ডেমো) তথ্য। এই অ্যাকাউন্টে কোনো টাকা পাঠাবেন না।');
  });

  test('in Bengali a recent change reads with Bengali digits', async () => {
    const at = new Date(Date.now() - DAY).toISOString();
    await renderNotices({ isDemo: false, detailsChangedAt: at }, 'bn');
    const text = screen.getByRole('alert').textContent ?? '';
    expect(text).toMatch(/^টাকা পাঠানোর এই তথ্য .+ তারিখে বদলানো হয়েছে। টাকা পাঠানোর আগে মিলিয়ে দেখুন।$/);
    expect(text).toMatch(/[০-৯]{4}/);
    expect(text).not.toMatch(/[0-9]/);
  });
});
