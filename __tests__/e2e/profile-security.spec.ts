import { expect, test, type APIRequestContext } from '@playwright/test';
import { codeFrom, expectNoAxeViolations, saveScreenshot, text, twoRuns, waitForMail } from './helpers';

const PASSWORD = 'profile-pass-42';

/** A verified investor made through the API (the sign-up screens have their own journey). */
async function verifiedInvestor(request: APIRequestContext, email: string, language: 'en' | 'bn'): Promise<void> {
  const fullname = language === 'en' ? 'Nadia Islam' : 'নাদিয়া ইসলাম';
  expect((await request.post('/api/auth/signup', { data: { customId: 'iv4321', fullname, email, password: PASSWORD, language } })).status()).toBe(201);
  const otp = codeFrom(await waitForMail(email));
  expect((await request.post('/api/auth/verify-otp', { data: { email, otp } })).status()).toBe(200);
}

async function signIn(request: APIRequestContext, email: string, userAgent: string): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email, password: PASSWORD }, headers: { 'user-agent': userAgent } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

for (const lng of ['en', 'bn'] as const) {
  test(`profile security: change the email with the password and the mailed code, see sessions and security activity, sign out the others (${lng})`, async ({
    page,
    request,
  }, testInfo) => {
    twoRuns(lng, testInfo);
    test.setTimeout(90_000);
    const t = (key: string, values: Record<string, string> = {}) => text(lng, key, values);
    const stamp = `${lng}-${testInfo.project.name}-${Date.now()}`;
    const email = `profile-${stamp}@e2e.test`;
    const newEmail = `moved-${stamp}@e2e.test`;
    await verifiedInvestor(request, email, lng);
    // Another device, so the sessions card has something to sign out.
    const laptop = await signIn(request, email, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0');
    const token = await signIn(request, email, 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36');
    await page.addInitScript(
      ([value, language]) => {
        if (!sessionStorage.getItem('e2e-signed-in')) {
          localStorage.setItem('token', value);
          localStorage.setItem('lang', language);
          sessionStorage.setItem('e2e-signed-in', '1');
        }
      },
      [token, lng] as const,
    );

    await page.goto(`/profile?lng=${lng}`);
    const sessions = page.getByRole('region', { name: t('profile.security.sessions.title') });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByText(t('profile.security.sessions.thisDevice'))).toBeVisible();
    // The device names depend on sign-in recording the user agent (login's createSession, part h2).
    await saveScreenshot(page, testInfo, `profile-security-${lng}`);

    // Edit Profile: a new address asks for the current password, then for the code mailed to it.
    await page.getByRole('button', { name: t('profile.editProfile') }).click();
    const dialog = page.getByRole('dialog');
    const emailField = dialog.getByRole('textbox', { name: t('profile.fields.email') });
    await emailField.fill(newEmail);
    await dialog.getByLabel(t('profile.security.currentPassword')).fill(PASSWORD);
    await saveScreenshot(page, testInfo, `profile-email-password-${lng}`);
    await expectNoAxeViolations(page, testInfo, `profile-email-password-${lng}`);
    await dialog.getByRole('button', { name: t('profile.edit.save') }).click();
    await expect(dialog.getByRole('heading', { name: t('profile.security.emailChange.title') })).toBeVisible();
    const code = codeFrom(await waitForMail(newEmail));
    await dialog.getByRole('textbox', { name: t('profile.security.emailChange.codeLabel') }).fill(code);
    await saveScreenshot(page, testInfo, `profile-email-code-${lng}`);
    await expectNoAxeViolations(page, testInfo, `profile-email-code-${lng}`);
    await dialog.getByRole('button', { name: t('profile.security.emailChange.confirm'), exact: true }).click();
    await expect(dialog.getByText(t('profile.security.emailChange.done', { email: newEmail }))).toBeVisible();
    await dialog.getByRole('button', { name: t('profile.security.emailChange.close') }).click();

    // The old address is told; the laptop was signed out; this device stays.
    const notice = await waitForMail(email, 2);
    expect(notice.text).toContain(newEmail);
    expect((await request.get('/api/auth/user', { headers: { authorization: `Bearer ${laptop}` } })).status()).toBe(401);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await expect(sessions.getByText(t('profile.security.sessions.noOthers'))).toBeVisible();
    const activity = page.getByRole('region', { name: t('profile.security.events.title') });
    await expect(activity.getByText(t('profile.security.actions.email_changed'))).toBeVisible();
    await expect(page.getByText(newEmail).first()).toBeVisible();
    await saveScreenshot(page, testInfo, `profile-after-email-change-${lng}`);

    // A sign-in elsewhere with the new address, then "sign out all other sessions" ends it.
    const tablet = await signIn(
      request,
      newEmail,
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await sessions.getByRole('button', { name: t('profile.security.sessions.signOutOthers') }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: t('profile.security.sessions.confirm'), exact: true })
      .click();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect((await request.get('/api/auth/user', { headers: { authorization: `Bearer ${tablet}` } })).status()).toBe(401);
  });
}
