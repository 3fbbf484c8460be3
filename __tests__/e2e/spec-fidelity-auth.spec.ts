// Issue 20 in a real browser: the profile's own signed-out and expired states (item 1, with the way
// back after sign-in, item 5) and forgot password landing on /resetpassword?email=… (item 4).
import { expect, test } from '@playwright/test';
import { createInvestor, signInThroughForm, storedToken } from './admin-helpers';
import { codeFrom, text, waitForMail } from './helpers';

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
  await expect(main.getByRole('region', { name: t('portfolio.title') })).toBeVisible();

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

test('forgot password: lands on /resetpassword?email=… with the email shown, and the mailed 8-digit reset code resets the password', async ({ page, request }) => {
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

  // The 8-digit code from the mail (issue 18: typed on a phone) finishes the reset, then sign-in goes
  // to the projects list. The mail carries the link too.
  const mail = await waitForMail(investor.email, 2); // the first was the sign-up code
  expect(/[?&]token=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1], 'a reset link in the mail').toBeTruthy();
  const resetCode = /(?:^|\s)(\d{8})(?=\s|$)/.exec(mail.text)?.[1];
  expect(resetCode, 'an 8-digit reset code in the mail').toBeTruthy();
  const resetForm = page.getByRole('form', { name: t('reset.formLabel') });
  await resetForm.getByRole('textbox', { name: t('reset.token') }).fill(`${resetCode!.slice(0, 4)} ${resetCode!.slice(4)}`);
  await resetForm.getByLabel(t('reset.newPassword')).fill('e2e-New-pass-2');
  await resetForm.getByLabel(t('reset.confirmPassword')).fill('e2e-New-pass-2');
  await resetForm.getByRole('button', { name: t('reset.submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await signInThroughForm(page, 'en', investor.email, 'e2e-New-pass-2');
  await expect(page).toHaveURL(/\/investment\/all$/);
  await expect(page.getByText(t('signIn.success'))).toBeVisible();
});

test('issue 18: /resetpassword without an email asks for it and sends a code, instead of leaving for /signin', async ({ page, request }) => {
  test.setTimeout(60_000);
  const investor = await createInvestor(request, 'spec-auth-reset-ask', { signIn: false });
  const main = page.getByRole('main');
  await page.goto('/resetpassword?lng=en');
  const ask = main.getByRole('form', { name: t('reset.request.formLabel') });
  await expect(ask.getByText(t('reset.emailMissing'))).toBeVisible();
  await ask.getByRole('textbox', { name: t('reset.request.email') }).fill(investor.email);
  await ask.getByRole('button', { name: t('reset.request.send') }).click();
  await expect(main.getByText(t('reset.resettingFor', { email: investor.email }))).toBeVisible();
  await expect(main.getByRole('status')).toHaveText(t('reset.request.sent'));
  await expect(page).toHaveURL(/\/resetpassword\?lng=en$/);
  const mail = await waitForMail(investor.email, 2);
  expect(/(?:^|\s)(\d{8})(?=\s|$)/.exec(mail.text)?.[1], 'an 8-digit reset code in the mail').toBeTruthy();
});

test('issue 18: after the emailed code is verified, sign-in greets the new account with its email filled in', async ({ page }) => {
  test.setTimeout(60_000);
  const email = `e2e-verified-${Date.now()}@e2e.test`;
  await page.goto('/signup?lng=en');
  const main = page.getByRole('main');
  const field = (name: string) => main.getByRole('textbox', { name, exact: true });
  await field(t('signUp.details.fullname')).fill('New Investor');
  await field(t('signUp.details.email')).fill(email);
  await field(t('signUp.details.password')).fill('e2e-pass-12345');
  // Issue 18: the 18+ and terms tick.
  await main.getByRole('checkbox').check();
  await main.getByRole('button', { name: t('signUp.details.submit'), exact: true }).click();
  await main.getByRole('button', { name: t('signUp.phone.continue') }).click();
  await expect(main.getByText(t('signUp.code.spamHint'))).toBeVisible();
  await expect(main.getByRole('button', { name: t('signUp.code.resend') })).toBeDisabled();
  const code = codeFrom(await waitForMail(email));
  const boxes = main.getByRole('group', { name: t('signUp.code.label') }).getByRole('textbox');
  await boxes.first().click();
  await page.keyboard.type(code);
  await main.getByRole('button', { name: t('signUp.code.verify'), exact: true }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(main.getByText(t('signIn.subtitleVerified'))).toBeVisible();
  await expect(main.getByRole('textbox', { name: t('signIn.email') })).toHaveValue(email);
});
