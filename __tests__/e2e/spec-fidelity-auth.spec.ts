// Issue 20 in a real browser: the profile's own signed-out and expired states (item 1, with the way
// back after sign-in, item 5) and forgot password landing on /resetpassword?email=… (item 4).
import { expect, test } from '@playwright/test';
import { createInvestor, signInThroughForm, storedToken } from './admin-helpers';
import { text, waitForMail } from './helpers';

const t = (key: string, values: Record<string, string> = {}) => text('en', key, values);

test('profile: Authentication Required in place, Log In comes back to /profile, a revoked session shows Session expired in place', async ({ page, request }) => {
  test.setTimeout(60_000);
  const investor = await createInvestor(request, 'spec-auth-profile', { signIn: false });
  const main = page.getByRole('main');

  // Signed out: the state is shown at /profile itself (DECISIONS.md), not a move to /signin.
  await page.goto('/profile?lng=en');
  await expect(main.getByRole('heading', { level: 1, name: t('profile.authRequiredTitle') })).toBeVisible();
  await expect(main.getByRole('alert')).toHaveText(t('profile.authRequired'));
  await expect(main.getByRole('link', { name: t('profile.register') })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\?lng=en$/);

  // Log In leads to sign in, which returns to the profile.
  await main.getByRole('link', { name: t('profile.logIn') }).click();
  await signInThroughForm(page, 'en', investor.email, investor.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText(t('signIn.success'))).toBeVisible();
  await expect(main.getByRole('region', { name: t('profile.summary.title') })).toBeVisible();

  // The server ends this session (as signing out elsewhere would); the next load says so in place.
  const token = await storedToken(page);
  const logout = await request.post('/api/auth/logout', { headers: { Authorization: `Bearer ${token}` }, data: {} });
  expect(logout.ok(), `logout: ${logout.status()}`).toBe(true);
  await page.reload();
  await expect(main.getByRole('alert')).toHaveText(t('profile.sessionExpired'));
  await expect(main.getByRole('heading', { level: 1, name: t('profile.authRequiredTitle') })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('forgot password: lands on /resetpassword?email=… with the email shown, and the mailed token resets the password', async ({ page, request }) => {
  test.setTimeout(60_000);
  const investor = await createInvestor(request, 'spec-auth-reset', { signIn: false });
  const main = page.getByRole('main');

  await page.goto('/signin?lng=en');
  const form = page.getByRole('form', { name: t('signIn.formLabel') });
  await form.getByRole('button', { name: t('signIn.forgotLink') }).click();
  const dialog = page.getByRole('dialog', { name: t('signIn.forgot.title') });
  await dialog.getByRole('textbox', { name: t('signIn.forgot.email') }).fill(investor.email);
  await dialog.getByRole('button', { name: t('signIn.forgot.send'), exact: true }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/resetpassword' && url.searchParams.get('email') === investor.email);
  expect(new URL(page.url()).search).toBe(`?email=${encodeURIComponent(investor.email)}`);
  await expect(main.getByText(t('reset.resettingFor', { email: investor.email }))).toBeVisible();

  // The token from the mailed link finishes the reset, then sign-in goes to the projects list.
  const mail = await waitForMail(investor.email, 2); // the first was the sign-up code
  const resetToken = /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
  expect(resetToken, 'a reset link in the mail').toBeTruthy();
  const resetForm = page.getByRole('form', { name: t('reset.formLabel') });
  await resetForm.getByRole('textbox', { name: t('reset.token') }).fill(resetToken!);
  await resetForm.getByLabel(t('reset.newPassword')).fill('e2e-New-pass-2');
  await resetForm.getByLabel(t('reset.confirmPassword')).fill('e2e-New-pass-2');
  await resetForm.getByRole('button', { name: t('reset.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, 'en', investor.email, 'e2e-New-pass-2');
  await expect(page).toHaveURL(/\/investment\/all$/);
  await expect(page.getByText(t('signIn.success'))).toBeVisible();
});
