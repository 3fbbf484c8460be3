import { failureText, type ServerFailure } from '../../../src/client/api/server-failure';
import { makeTestI18n } from '../test-utils';

const busy: ServerFailure = { status: 503, message: 'The service is busy. Please try again in a moment.', code: 'DATABASE_BUSY' };

describe('failureText', () => {
  test('in Bengali a code no screen translates falls back to the shared server codes', async () => {
    const i18n = await makeTestI18n('bn');
    expect(failureText(busy, { t: i18n.t, i18n, codesKey: 'signIn.errors', fallback: 'x' })).toBe('সেবাটি এখন ব্যস্ত। একটু পরে আবার চেষ্টা করুন।');
  });

  test('in English the server’s own message is shown', async () => {
    const i18n = await makeTestI18n('en');
    expect(failureText(busy, { t: i18n.t, i18n, codesKey: 'signIn.errors', fallback: 'x' })).toBe(busy.message);
  });

  test('an unknown code shows the server’s message, and no message the fallback', async () => {
    const i18n = await makeTestI18n('bn');
    expect(failureText({ status: 418, message: 'Odd.', code: 'ODD' }, { t: i18n.t, i18n, codesKey: 'signIn.errors', fallback: 'x' })).toBe('Odd.');
    expect(failureText({ status: 418, message: null, code: 'ODD' }, { t: i18n.t, i18n, codesKey: 'signIn.errors', fallback: 'x' })).toBe('x');
  });
});

describe('failureText on a network failure', () => {
  const network: ServerFailure = { status: 'network', message: null, code: null };

  test('screens keep the network text by default', async () => {
    const i18n = await makeTestI18n('en');
    expect(failureText(network, { t: i18n.t, i18n, codesKey: 'signIn.codes', fallback: 'x' })).toBe('Network error. Please try again.');
  });

  test('the auth flows (fallbackOnNetwork) show their catalogue fallback instead', async () => {
    const i18n = await makeTestI18n('bn');
    const fallback = i18n.t('signIn.failedFallback');
    expect(failureText(network, { t: i18n.t, i18n, codesKey: 'signIn.codes', fallback, fallbackOnNetwork: true })).toBe('ভুল তথ্য। আবার চেষ্টা করুন।');
  });
});
