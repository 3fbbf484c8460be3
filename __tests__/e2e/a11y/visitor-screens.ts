// Screens a signed-out visitor reaches beyond the public pages (public-pages.ts), with the states
// that change what is on screen: validation errors, dialogs, each step of the sign-up wizard.
import { expect, type Locator } from '@playwright/test';
import type { Screen, ScreenContext, ScreenState } from './screen';

/** The phone header's menu (a drawer dialog); left open, so a screen lists it last. */
export const MENU_OPEN: ScreenState = {
  name: 'menu open',
  project: 'phone',
  async enter({ page, t }) {
    await page.keyboard.press('Escape'); // whatever dialog an earlier state left open
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await page.getByRole('button', { name: t('nav.openMenu') }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  },
};

const textbox = ({ page }: ScreenContext, name: string): Locator => page.getByRole('main').getByRole('textbox', { name, exact: true });

async function expectInvalid(field: Locator): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
}

export const VISITOR_SCREENS: Screen[] = [
  {
    name: 'sign-in',
    route: '/signin',
    as: 'visitor',
    path: '/signin',
    states: [
      {
        name: 'empty form sent',
        async enter(ctx) {
          await ctx.page
            .getByRole('main')
            .getByRole('button', { name: ctx.t('signIn.submit'), exact: true })
            .click();
          await expectInvalid(textbox(ctx, ctx.t('signIn.email')));
          await expectInvalid(textbox(ctx, ctx.t('signIn.password')));
        },
      },
      {
        name: 'sign-in refused, with its toast',
        async enter(ctx) {
          const { page, t } = ctx;
          await textbox(ctx, t('signIn.email')).fill('a11y-nobody@e2e.test');
          await page.getByLabel(t('signIn.password')).fill('not-the-password');
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signIn.submit'), exact: true })
            .click();
          await expect(page.getByText(t('signIn.failedTitle'))).toBeVisible();
        },
      },
      {
        name: 'forgot-password dialog',
        async enter({ page, t }) {
          await page.getByRole('button', { name: t('signIn.forgotLink') }).click();
          await expect(page.getByRole('dialog', { name: t('signIn.forgot.title') })).toBeVisible();
        },
      },
      {
        name: 'forgot-password dialog, empty email sent',
        async enter({ page, t }) {
          const dialog = page.getByRole('dialog', { name: t('signIn.forgot.title') });
          const email = dialog.getByRole('textbox', { name: t('signIn.forgot.email') });
          await email.fill(''); // it opens with the sign-in form's email
          await dialog.getByRole('button', { name: t('signIn.forgot.send') }).click();
          await expectInvalid(email);
        },
      },
      MENU_OPEN,
    ],
  },
  {
    name: 'sign-up wizard',
    route: '/signup',
    as: 'visitor',
    path: '/signup',
    states: [
      {
        name: 'empty details sent',
        async enter(ctx) {
          await ctx.page
            .getByRole('main')
            .getByRole('button', { name: ctx.t('signUp.details.submit'), exact: true })
            .click();
          await expectInvalid(textbox(ctx, ctx.t('signUp.details.fullname')));
        },
      },
      {
        name: 'phone step',
        async enter(ctx) {
          const { page, t, lng, testInfo } = ctx;
          await textbox(ctx, t('signUp.details.fullname')).fill('Amina Rahman');
          await textbox(ctx, t('signUp.details.email')).fill(`a11y-signup-${lng}-${testInfo.project.name}-${Date.now()}@e2e.test`);
          await textbox(ctx, t('signUp.details.password')).fill('a11y-pass-42');
          // Issue 18: the 18+ and terms tick.
          await page.getByRole('main').getByRole('checkbox').check();
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signUp.details.submit'), exact: true })
            .click();
          await expect(page.getByRole('heading', { level: 1, name: t('signUp.phone.title') })).toBeVisible();
          await page.waitForLoadState('networkidle'); // the country list
        },
      },
      {
        name: 'country list open',
        async enter({ page, t }) {
          await page.getByRole('combobox', { name: t('signUp.phone.country') }).click();
          await expect(page.getByRole('listbox')).toBeVisible();
        },
      },
      {
        name: 'code entry',
        async enter({ page, t }) {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('listbox')).toHaveCount(0);
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signUp.phone.continue') })
            .click();
          await expect(page).toHaveURL(/\/signup\/verify\/otp/);
          await expect(page.getByRole('heading', { level: 1, name: t('signUp.code.title') })).toBeVisible();
        },
      },
      {
        name: 'empty code sent',
        async enter({ page, t }) {
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signUp.code.verify'), exact: true })
            .click();
          await expect(page.getByRole('alert').filter({ hasText: t('signUp.code.incomplete') })).toBeVisible();
        },
      },
      {
        name: 'new code sent',
        async enter({ page, t }) {
          // Issue 18: resend waits a minute after a code was sent; the page's clock is moved past it.
          await page.evaluate(() => {
            const now = Date.now.bind(Date);
            Date.now = () => now() + 61_000;
          });
          await expect(page.getByRole('main').getByRole('button', { name: t('signUp.code.resend') })).toBeEnabled();
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signUp.code.resend') })
            .click();
          await expect(page.getByRole('status').filter({ hasText: t('signUp.code.resent') })).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'code entry opened directly',
    route: '/signup/verify/otp',
    as: 'visitor',
    path: '/signup/verify/OTP',
    states: [
      {
        name: 'no email on record',
        async enter({ page, t }) {
          const boxes = page.getByRole('group', { name: t('signUp.code.label') }).getByRole('textbox');
          await boxes.first().click();
          await page.keyboard.type('123456');
          await page
            .getByRole('main')
            .getByRole('button', { name: t('signUp.code.verify'), exact: true })
            .click();
          await expect(page.getByText(t('signUp.code.noEmail'))).toBeVisible();
        },
      },
    ],
  },
  { name: 'code entry, short path', route: '/signup/verify', as: 'visitor', path: '/signup/verify' },
  {
    name: 'reset password',
    route: '/resetpassword',
    as: 'visitor',
    path: '/resetpassword?email=a11y-reset%40e2e.test',
    states: [
      {
        name: 'empty form sent',
        async enter(ctx) {
          await ctx.page
            .getByRole('main')
            .getByRole('button', { name: ctx.t('reset.submit'), exact: true })
            .click();
          await expectInvalid(textbox(ctx, ctx.t('reset.token')));
        },
      },
      {
        name: 'passwords differ',
        async enter(ctx) {
          const { page, t } = ctx;
          await textbox(ctx, t('reset.token')).fill('a1b2c3');
          // Password fields have no role; their labels end in the required mark ' *'.
          await page.getByLabel(t('reset.newPassword')).fill('first-pass-1');
          await page.getByLabel(t('reset.confirmPassword')).fill('second-pass-2');
          await page
            .getByRole('main')
            .getByRole('button', { name: t('reset.submit'), exact: true })
            .click();
          await expect(page.getByText(t('reset.errors.mismatch'))).toBeVisible();
        },
      },
    ],
  },
  {
    name: 'account deletion request',
    route: '/delete-account',
    as: 'visitor',
    path: '/delete-account',
    states: [
      {
        name: 'empty form sent',
        async enter(ctx) {
          await ctx.page
            .getByRole('main')
            .getByRole('button', { name: ctx.t('deleteAccount.submit') })
            .click();
          await expectInvalid(textbox(ctx, ctx.t('deleteAccount.emailLabel')));
        },
      },
    ],
  },
  {
    name: 'certificate check',
    route: '/verify',
    as: 'visitor',
    path: '/verify',
    states: [
      {
        name: 'a malformed number sent',
        async enter(ctx) {
          await textbox(ctx, ctx.t('verify.form.number')).fill('CER-12');
          await ctx.page
            .getByRole('main')
            .getByRole('button', { name: ctx.t('verify.form.submit'), exact: true })
            .click();
          await expectInvalid(textbox(ctx, ctx.t('verify.form.number')));
        },
      },
    ],
  },
  // A found certificate is scanned in holding-certificate.spec.ts, which issues one; here, a number nobody holds.
  {
    name: 'certificate check, unknown number',
    route: '/verify/:number',
    as: 'visitor',
    path: '/verify/CER-00000000',
    ready: async ({ page, t }) => {
      await expect(page.getByText(t('verify.notFound', { number: 'CER-00000000' }))).toBeVisible();
    },
  },
  { name: 'unknown address', route: '*', as: 'visitor', path: '/no-such-page', states: [MENU_OPEN] },
];
