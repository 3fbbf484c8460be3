// Two-factor sign-in in the browser: an investor turns it on from the profile (reading the key the
// screen shows, as a person types it into an authenticator app), keeps the recovery codes, and signs in
// again with a code computed in the test. Screenshots of the set-up and the code step in both languages.
import { expect, test } from '@playwright/test';
import { createInvestor, signInThroughForm } from './admin-helpers';
import { expectNoAxeViolations, saveScreenshot, twoRuns } from './helpers';
import { codeForStep, stepAt } from './totp';

const TEXT = {
  en: {
    section: 'Two-factor sign-in',
    turnOn: 'Turn on two-factor',
    dialog: 'Turn on two-factor sign-in',
    code: 'Authenticator code',
    password: 'Current password',
    continue: 'Continue',
    submit: 'Turn on',
    codes: 'Your recovery codes',
    done: 'I have saved my codes, continue',
    on: /^On:/,
    step: 'Authenticator code form',
    verify: 'Verify and sign in',
    logIn: 'Log In',
  },
  bn: {
    section: 'টু-ফ্যাক্টর সাইন ইন',
    turnOn: 'টু-ফ্যাক্টর চালু করুন',
    dialog: 'টু-ফ্যাক্টর সাইন ইন চালু করুন',
    code: 'অথেন্টিকেটর কোড',
    password: 'বর্তমান পাসওয়ার্ড',
    continue: 'চালিয়ে যান',
    submit: 'চালু করুন',
    codes: 'আপনার রিকভারি কোড',
    done: 'কোডগুলো রেখে দিয়েছি, এগিয়ে যান',
    on: /^চালু:/,
    step: 'অথেন্টিকেটর কোডের ফর্ম',
    verify: 'যাচাই করে সাইন ইন করুন',
    logIn: 'সাইন ইন',
  },
} as const;

for (const lng of ['en', 'bn'] as const) {
  test(`an investor turns on two-factor and signs in with the authenticator code (${lng})`, async ({ page, request }, testInfo) => {
    twoRuns(lng, testInfo);
    test.setTimeout(90_000);
    const text = TEXT[lng];
    const investor = await createInvestor(request, `two-factor-${lng}`, { signIn: false });
    // Signed out, the profile shows 'Authentication Required' in place; its Log In comes back here.
    await page.goto(`/profile?lng=${lng}`);
    await page.getByRole('main').getByRole('link', { name: text.logIn }).click();
    await signInThroughForm(page, lng, investor.email, investor.password);
    await expect(page).toHaveURL(/\/profile/);

    const section = page.getByRole('region', { name: text.section });
    await section.getByRole('button', { name: text.turnOn }).click();
    const dialog = page.getByRole('dialog', { name: text.dialog });
    // Turning it on needs the current password first.
    await dialog.getByLabel(text.password).fill(investor.password);
    await dialog.getByRole('button', { name: text.continue }).click();
    const shown = dialog.getByTestId('two-factor-secret');
    await expect(shown).toHaveText(/^[A-Z2-7 ]{39}$/);
    const secret = (await shown.innerText()).replace(/\s/g, '');
    await saveScreenshot(page, testInfo, `two-factor-setup-${lng}`);
    await expectNoAxeViolations(page, testInfo, `two-factor-setup-${lng}`);

    const enabledStep = stepAt(Date.now());
    await dialog.getByRole('textbox', { name: text.code }).fill(codeForStep(secret, enabledStep));
    await dialog.getByRole('button', { name: text.submit, exact: true }).click();
    const codes = dialog.getByRole('list', { name: text.codes });
    await expect(codes.getByRole('listitem')).toHaveCount(10);
    await saveScreenshot(page, testInfo, `two-factor-recovery-codes-${lng}`);
    await expectNoAxeViolations(page, testInfo, `two-factor-recovery-codes-${lng}`);
    await dialog.getByRole('button', { name: text.done }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByText(text.on)).toBeVisible();

    // Signed out, the password alone no longer opens the account: the code step follows.
    await page.evaluate(() => localStorage.removeItem('token'));
    // Signed out, the profile shows 'Authentication Required' in place; its Log In comes back here.
    await page.goto(`/profile?lng=${lng}`);
    await page.getByRole('main').getByRole('link', { name: text.logIn }).click();
    await signInThroughForm(page, lng, investor.email, investor.password);
    const step = page.getByRole('form', { name: text.step });
    await expect(step.getByRole('textbox', { name: text.code })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await saveScreenshot(page, testInfo, `two-factor-sign-in-code-${lng}`);
    await expectNoAxeViolations(page, testInfo, `two-factor-sign-in-code-${lng}`);
    // The enabling code's step is spent; the next step's code is accepted (±1 step).
    await step.getByRole('textbox', { name: text.code }).fill(codeForStep(secret, Math.max(enabledStep + 1, stepAt(Date.now()))));
    await step.getByRole('button', { name: text.verify }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(page.getByRole('region', { name: text.section }).getByText(text.on)).toBeVisible();
  });
}
